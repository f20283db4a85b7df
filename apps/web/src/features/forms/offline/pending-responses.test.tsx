import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { respondBodySchema, responseSchema, type Answers } from '@oversight/shared/surveys/responses.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSurveyResponse } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { renderWithRouter } from '../../../test/render';
import { indexedDbOutbox } from './outbox-store';
import { PendingResponses } from './pending-responses';

const api = mockApi();
let online = false;

beforeEach(async () => {
  online = false;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  for (const entry of await indexedDbOutbox.all()) await indexedDbOutbox.delete(entry.client_id);
});

const queued = (n: number) => ({
  client_id: `00000000-0000-4000-8000-00000000000${n}`,
  survey_id: 'f1',
  survey_name: 'Borehole check',
  body: { answers: { site: 'Abaji' }, is_draft: false },
  files: [],
  created_at: `2026-11-24T10:0${n}:00Z`,
});

describe('PendingResponses', () => {
  it('shows nothing when no response waits', async () => {
    renderWithRouter(<PendingResponses />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the waiting responses, sends them with Send now, and lists a refused one with its reason', async () => {
    await indexedDbOutbox.put(queued(1));
    await indexedDbOutbox.put({
      ...queued(2),
      rejected: { status: 403, message: 'This form closed on 20 November.' },
    });
    renderWithRouter(<PendingResponses />);
    expect(await screen.findByText('1 response waiting to be sent from this device.')).toBeInTheDocument();
    expect(screen.getByText(/This form closed on 20 November\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open to fix it' })).toHaveAttribute(
      'href',
      '/forms/f1/respond?queued=00000000-0000-4000-8000-000000000002',
    );

    online = true;
    api.route(
      'post',
      '/surveys/:id/respond/',
      ({ body }) => ({
        status: 201,
        body: makeSurveyResponse({ answers: (body as { answers: Answers }).answers }),
      }),
      { request: respondBodySchema, response: responseSchema },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/surveys/f1/respond/');
    expect(api.calls[0]!.body).toEqual({ answers: { site: 'Abaji' }, is_draft: false });
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText(/not accepted/)).toBeNull());
    expect(await indexedDbOutbox.all()).toEqual([]);
  });
});
