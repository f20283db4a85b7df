import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { BarsChart } from './bars-chart';

// The chart itself draws on a canvas jsdom lacks; what is said under it is ours.
vi.mock('echarts-for-react/esm/core', () => ({
  default: () => <div data-testid="echarts" />,
}));

const inMantine = (ui: React.ReactElement) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

describe('BarsChart with withheld figures', () => {
  it('names the groups of fewer than 5 it draws no bar for', () => {
    inMantine(
      <BarsChart
        categories={['Lagos', 'Kano', 'Oyo']}
        series={[{ name: 'People', color: 'green', data: [12, null, null] }]}
        label="By state"
      />,
    );
    expect(screen.getByRole('img', { name: 'By state' })).toBeInTheDocument();
    expect(screen.getByText('Fewer than 5 each, not drawn: Kano, Oyo.')).toBeInTheDocument();
  });

  it('says every group is withheld instead of drawing an empty chart', () => {
    inMantine(
      <BarsChart
        categories={['Lagos', 'Kano']}
        series={[{ name: 'People', color: 'green', data: [null, null] }]}
        label="By state"
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByText('Every group here has fewer than 5, so none is drawn: Lagos, Kano.'),
    ).toBeInTheDocument();
  });

  it('says nothing more when every figure is drawn, or withheld in one series only', () => {
    inMantine(
      <BarsChart
        categories={['Lagos', 'Kano']}
        series={[
          { name: 'Reviews', color: 'green', data: [7, null] },
          { name: 'Comments', color: 'blue', data: [9, 6] },
        ]}
        label="Engagement"
      />,
    );
    expect(screen.getByRole('img', { name: 'Engagement' })).toBeInTheDocument();
    expect(screen.queryByText(/fewer than 5/i)).toBeNull();
  });
});
