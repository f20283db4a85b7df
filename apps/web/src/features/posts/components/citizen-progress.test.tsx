import { citizenProgressSchema, type CitizenProgress } from '@oversight/shared/posts/posts.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { renderAuth } from '../../../test/auth-render';
import { makeUser } from '../../../test/fixtures';
import { mockApi, type FetchCall } from '../../../test/msw';
import { CitizenProgressCard } from './citizen-progress-card';
import { ReviewModal } from './review-modal';

const api = mockApi();

const progress = (overrides: Partial<CitizenProgress> = {}): CitizenProgress => ({
  official: { percentage_completed: 80, status: 'ON_GOING' },
  citizens: {
    window_days: 90,
    reports: 3,
    median_completion: 35,
    estimates: 2,
    work_happening: { yes: 1, stopped: 2, cannot_tell: 0 },
    last_report: '2026-11-30T10:00:00Z',
  },
  divergence: { flagged: true, reasons: ['percentage', 'stopped'], difference: -45 },
  ...overrides,
});

describe('the two views of progress', () => {
  it('shows the official figure beside the citizens’ median and says why they diverge', async () => {
    api.route(
      'get',
      '/projects/:id/citizen-progress/',
      { body: progress() },
      { response: citizenProgressSchema },
    );
    renderAuth(<CitizenProgressCard projectId="kano-road" />);
    const card = await screen.findByRole('region', { name: 'Progress: official and what citizens see' });
    expect(within(card).getByRole('progressbar', { name: 'Official figure: 80%' })).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Citizens (median of the last 90 days): 35%' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Work going on: 1 · stopped: 2 · cannot tell: 0')).toBeInTheDocument();
    expect(within(card).getByText('Citizens see it differently')).toBeInTheDocument();
    expect(within(card).getByText('Citizens estimate 35%, the official figure is 80%.')).toBeInTheDocument();
    expect(
      within(card).getByText(/say work has stopped, but the project is marked ongoing/),
    ).toBeInTheDocument();
  });

  it('asks citizens to add what they see when nobody estimated, and flags nothing', async () => {
    api.route(
      'get',
      '/projects/:id/citizen-progress/',
      {
        body: progress({
          citizens: {
            window_days: 90,
            reports: 0,
            median_completion: null,
            estimates: 0,
            work_happening: { yes: 0, stopped: 0, cannot_tell: 0 },
            last_report: null,
          },
          divergence: { flagged: false, reasons: [], difference: null },
        }),
      },
      { response: citizenProgressSchema },
    );
    renderAuth(<CitizenProgressCard projectId="kano-road" />);
    expect(
      await screen.findByText(/No citizen has estimated the progress in the last 90 days/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Citizens see it differently')).toBeNull();
  });
});

describe('the review composer', () => {
  let calls: FetchCall[] = [];
  beforeEach(() => {
    useAuthStore.setState({ user: makeUser({ public_id: 'ada' }), token: 'token', isAuthenticated: true });
    calls = api.answer((call) =>
      call.url.endsWith('/projects/posts/review/')
        ? { status: 201, body: { public_id: 'post-1', is_review: true, project: { public_id: 'p1' } } }
        : undefined,
    );
  });
  afterEach(() => useAuthStore.setState({ user: null, token: null, isAuthenticated: false }));

  it('sends the citizen’s view of the work with the review', async () => {
    renderAuth(<ReviewModal opened onClose={vi.fn()} projectId="p1" projectName="Kano road" />);
    const dialog = await screen.findByRole('dialog', { name: 'Review Kano road' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hopeful' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Site is quiet');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Work has stopped' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /How complete does it look/ }), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Post review/ }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/projects/posts/review/'))).toBe(true),
    );
    const form = calls.find((call) => call.url.endsWith('/projects/posts/review/'))!.body as FormData;
    expect(form.get('work_happening')).toBe('stopped');
    expect(form.get('estimated_completion')).toBe('40');
  });
});
