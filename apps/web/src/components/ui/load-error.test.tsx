import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('keeps the page heading when a whole page failed to load', () => {
    renderWithRouter(<LoadError order={1} title="The plan could not be loaded" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'The plan could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The plan could not be loaded');
  });

  it('is no heading inside a page that has its own', () => {
    renderWithRouter(<LoadError what="categories" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load categories');
  });

  it('runs the retry', async () => {
    const retry = vi.fn();
    renderWithRouter(<LoadError what="categories" onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
