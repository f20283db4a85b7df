import type { AvailableField } from '@oversight/shared/surveys/results.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiReply } from '../../../../test/msw';
import { renderWithRouter } from '../../../../test/render';
import { ChartFormModal } from './chart-form-modal';

const FORM_ID = '11111111-1111-4111-8111-111111111111';
const field = {
  name: 'water_source',
  text: 'Main water source',
  question_type: 'select_one',
  kind: 'choice',
  section: 'Water',
  options: [],
  aggregations: ['count'],
  chart_types: ['bar', 'pie'],
  cross_tab: true,
  repeat: [],
  unit: 'responses',
} as unknown as AvailableField;
let answer: ApiReply;

const api = mockApi();
beforeEach(() => {
  // Every request gets `answer`; a body sent is checked against the shared schema of its endpoint.
  api.answer(() => answer, { byEndpoint: true });
});

describe('ChartFormModal', () => {
  it("shows the server's 400 under its field and the rest above the form", async () => {
    answer = {
      status: 400,
      body: {
        title: ['You already have a chart with this title.'],
        non_field_errors: ['Charts are read-only today.'],
      },
    };
    const onClose = vi.fn();
    renderWithRouter(<ChartFormModal formId={FORM_ID} fields={[field]} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save chart' }));
    expect(await screen.findAllByText('You already have a chart with this title.')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'You already have a chart with this title.',
    );
    expect(screen.getAllByText('Charts are read-only today.').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the chart could not be saved when the server cannot be reached', async () => {
    answer = { status: 500, body: null };
    renderWithRouter(<ChartFormModal formId={FORM_ID} fields={[field]} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save chart' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('The chart could not be saved. Check your connection and try again.').length,
      ).toBeGreaterThan(0),
    );
  });
});
