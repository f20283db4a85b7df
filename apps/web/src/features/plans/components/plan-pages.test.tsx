import { MantineProvider } from '@mantine/core';
import type { Indicator, OutcomeWithIndicators, Plan } from '@oversight/shared/plans/plans.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { PlanChildren } from './plan-children';
import { PlanDetail } from './plan-detail';
import { PlansList } from './plans-list';

const NOW = '2026-11-22T10:00:00.000Z';
const PLAN_ID = '11111111-1111-4111-8111-111111111111';
const all = { edit: true, delete: true, manage_stakeholders: true };
const none = { edit: false, delete: false, manage_stakeholders: false };

const plan = (abilities: Partial<Plan['abilities']> = {}, extra: Partial<Plan> = {}): Plan => ({
  id: PLAN_ID,
  name: 'Health Sector Strategic Plan',
  description: 'Safer births.',
  start_year: 2026,
  end_year: 2030,
  framework: 'MTNDP',
  levels: [],
  organization: { id: '22222222-2222-4222-8222-222222222222', name: 'Federal Ministry of Health' },
  outcomes_count: 1,
  indicators_count: 2,
  created: NOW,
  modified: NOW,
  abilities: {
    view: true,
    edit: true,
    delete: true,
    add_outcome: true,
    manage_stakeholders: true,
    ...abilities,
  },
  ...extra,
});
const indicator = (
  id: string,
  description: string,
  values: Partial<Indicator> = {},
  abilities = all,
): Indicator => ({
  id,
  plan_id: PLAN_ID,
  outcome_id: 'o1',
  description,
  unit: '%',
  baseline: 40,
  baseline_year: 2024,
  target: 90,
  target_year: 2030,
  current_value: 65,
  baseline_date: null,
  direction: 'increase',
  aggregation: 'latest',
  frequency: 'yearly',
  periods: [],
  target_total: null,
  actual_total: null,
  expected_progress: null,
  status: null,
  measure: null,
  unit_id: null,
  unit_info: null,
  group: null,
  activity_id: null,
  activity: null,
  disaggregations: [],
  progress: 50,
  created: NOW,
  modified: NOW,
  abilities,
  ...values,
});
const outcome = (
  abilities: OutcomeWithIndicators['abilities'],
  indicators: Indicator[],
): OutcomeWithIndicators => ({
  id: 'o1',
  plan_id: PLAN_ID,
  parent_id: null,
  level: 0,
  level_name: null,
  title: 'Fewer mothers die',
  description: '',
  indicators_count: indicators.length,
  created: NOW,
  modified: NOW,
  abilities,
  indicators,
});

const fetchMock = vi.fn();
let answers: Record<string, { status: number; body: unknown }>;
beforeEach(() => {
  answers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace('/api/v1', '');
    const answer = answers[path] ?? { status: 404, body: { detail: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(element: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
const share = vi.fn((target: { type: string; name: string }) => (
  <button type="button">{`Share ${target.type} ${target.name}`}</button>
));

describe('plan page', () => {
  it('shows outcomes with indicators and progress, and every action and Share button the caller may use', async () => {
    answers[`/plans/${PLAN_ID}/`] = { status: 200, body: plan() };
    answers[`/plans/${PLAN_ID}/children/`] = {
      status: 200,
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [
          outcome({ ...all, add_indicator: true }, [
            indicator('i1', 'Births attended'),
            indicator('i2', 'New clinics', { progress: null, current_value: null }),
          ]),
        ],
      },
    };
    renderPage(<PlanDetail planId={PLAN_ID} share={share} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Sector Strategic Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2026–2030')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Fewer mothers die' });
    expect(within(section).getByRole('progressbar', { name: 'Progress of Births attended' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      within(section).getByText('Baseline 40% (2024) · Now 65% · Target 90% (2030)'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/Progress shows once the baseline, target and current value are set/),
    ).toBeInTheDocument();
    for (const name of [
      'Add outcome',
      'Export',
      'Share plan Health Sector Strategic Plan',
      'Share outcome Fewer mothers die',
      'Share indicator Births attended',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      within(section).getByRole('button', { name: 'Add indicator to Fewer mothers die' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Edit indicator Births attended' }),
    ).toBeInTheDocument();
    // Edit and delete of the plan and the outcome are in their menus (jsdom has no layout: floating menus count as
    // hidden once positioned, hence `hidden: true`).
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More plan actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit plan', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete plan', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Plan settings', hidden: true })).toHaveAttribute(
      'href',
      '/mda/plans/settings',
    );
  });

  it('shows a reader only what they may do', async () => {
    answers[`/plans/${PLAN_ID}/`] = {
      status: 200,
      body: plan({ edit: false, delete: false, add_outcome: false, manage_stakeholders: false }),
    };
    answers[`/plans/${PLAN_ID}/children/`] = {
      status: 200,
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [outcome({ ...none, add_indicator: false }, [indicator('i1', 'Births attended', {}, none)])],
      },
    };
    renderPage(<PlanDetail planId={PLAN_ID} share={share} />);
    await screen.findByRole('region', { name: 'Fewer mothers die' });
    // Reading, exporting, expanding and collapsing only.
    const names = screen
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.sort()).toEqual(
      [
        'Collapse Fewer mothers die',
        'Collapse all',
        'Expand all',
        'Export',
        'More plan actions',
        'How the status is decided',
      ].sort(),
    );
  });

  it('opens the outcome form from the empty state and names the field the API refused', async () => {
    const user = userEvent.setup();
    answers[`/plans/${PLAN_ID}/`] = {
      status: 200,
      body: plan({}, { outcomes_count: 0, indicators_count: 0 }),
    };
    answers[`/plans/${PLAN_ID}/children/`] = {
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    };
    answers['/plans/outcomes/'] = { status: 400, body: { title: ['Enter a title.'] } };
    renderPage(<PlanDetail planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('No outcomes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the first outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'New outcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
  });

  it('says when a plan is not available and offers what is shared', async () => {
    renderPage(<PlanDetail planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('This plan is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See what of it is shared with you' })).toHaveAttribute(
      'href',
      `/mda/plans/${PLAN_ID}/children`,
    );
  });
});

describe('shared part of a plan', () => {
  it('lists the outcomes and loose indicators shared with the caller', async () => {
    answers[`/plans/${PLAN_ID}/children-with-access/`] = {
      status: 200,
      body: {
        plan: { id: PLAN_ID, name: 'Health Sector Strategic Plan', can_view: false },
        outcomes: [
          outcome({ ...none, add_indicator: false }, [indicator('i1', 'Births attended', {}, none)]),
        ],
        indicators: [indicator('i9', 'Clinics with power', {}, none)],
      },
    };
    renderPage(<PlanChildren planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('Shared with you from the plan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fewer mothers die' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Indicator: Clinics with power' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All plans' })).toHaveAttribute('href', '/mda/plans');
  });

  it('says nothing is shared on a 404', async () => {
    renderPage(<PlanChildren planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('Nothing of this plan is shared with you')).toBeInTheDocument();
  });
});

describe('plans list', () => {
  it('links partly shared plans to their shared part', async () => {
    answers['/plans/'] = {
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [
          plan(),
          plan(
            { view: false, edit: false, delete: false, add_outcome: false, manage_stakeholders: false },
            { id: '33333333-3333-4333-8333-333333333333', name: 'Roads plan' },
          ),
        ],
      },
    };
    renderPage(<PlansList canCreate={false} />, '/mda/plans');
    expect(await screen.findByRole('link', { name: 'Roads plan' })).toHaveAttribute(
      'href',
      '/mda/plans/33333333-3333-4333-8333-333333333333/children',
    );
    expect(screen.getByRole('link', { name: 'Health Sector Strategic Plan' })).toHaveAttribute(
      'href',
      `/mda/plans/${PLAN_ID}`,
    );
    expect(screen.getByText('Partly shared with you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New plan' })).not.toBeInTheDocument();
  });

  it('tells people with no plans what to do', async () => {
    answers['/plans/'] = { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
    renderPage(<PlansList canCreate />, '/mda/plans');
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a plan' })).toBeInTheDocument();
  });
});
