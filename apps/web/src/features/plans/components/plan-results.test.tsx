import { MantineProvider } from '@mantine/core';
import type { IndicatorChange } from '@oversight/shared/plans/indicator-values';
import type { IndicatorMeta } from '@oversight/shared/plans/plan-settings.schemas';
import type { Indicator } from '@oversight/shared/plans/plans.schemas';
import type { MdaFormQuestion } from '@oversight/shared/surveys/questions.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { API_BASE } from '../../../lib/api-client';
import {
  makeActivity,
  makeIndicator,
  makeIndicatorPeriod,
  makePage,
  makePlan,
  makePlanItem,
  PLAN_ID,
} from '../../../test/fixtures';
import { mockApi, type ApiReply } from '../../../test/msw';
import { IndicatorProgress } from './indicator-item';
import { IndicatorPage } from './indicator-page';
import { PlanDetail } from './plan-detail';
import { PlanSettings } from './plan-settings';
import { planTreeRows } from './plan-tree';

// ECharts draws on a canvas jsdom does not have; the charts' numbers are in the tables and the images' names.
vi.mock('./indicator-charts', () => ({ Sparkline: () => <span />, TargetsActualsChart: () => <span /> }));

const NOW = '2026-11-22T10:00:00.000Z';
const IND_ID = '44444444-4444-4444-8444-444444444444';
const OUTCOME_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const P1 = '99999999-9999-4999-8999-999999999999';
const P2 = 'f2f2f2f2-f2f2-42f2-82f2-f2f2f2f2f2f2';
const O1 = '01010101-0101-4101-8101-010101010101';
const O2 = '02020202-0202-4202-8202-020202020202';
const X1 = '0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c';
const I2 = '0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d';
const FORM_ID = '55555555-5555-4555-8555-555555555555';
const LEVELS = ['Pillar', 'Outcome', 'Output'];

const plan = makePlan();
const period = makeIndicatorPeriod;
const indicator = (id: string, description: string, outcomeId: string, values: Partial<Indicator> = {}) =>
  makeIndicator({ id, description, outcome_id: outcomeId, ...values });
const item = (
  id: string,
  title: string,
  level: number,
  parentId: string | null,
  indicators: Indicator[] = [],
) => makePlanItem({ id, title, level, level_name: LEVELS[level] ?? null, parent_id: parentId, indicators });

const pillar = item(P1, 'Healthy people', 0, null);
const outcome = item(O1, 'Fewer mothers die', 1, P1, [
  indicator(IND_ID, 'Births attended by skilled staff', O1),
]);
const output = item(X1, 'Clinics staffed', 2, O1, [
  indicator(I2, 'Midwives deployed', X1, { status: 'on_track', progress: 95 }),
]);
const other = item(P2, 'Roads that last', 0, null);

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let answers: Record<string, ApiReply>;
const api = mockApi();
beforeEach(() => {
  calls = [];
  answers = {};
  // Each endpoint of the route map checks the body sent and the answer served against its shared schemas.
  api.answer(
    ({ method, url, body }) => {
      const path = url.split('?')[0]!.replace(API_BASE, '');
      calls.push({ method, path, body: body ?? undefined });
      return answers[`${method} ${path}`] ?? answers[path];
    },
    { byEndpoint: true },
  );
});

const page = makePage;
function renderPage(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('planTreeRows', () => {
  const items = [output, other, outcome, pillar];
  it('puts the items in tree order with their depth and the titles above them', () => {
    expect(
      planTreeRows(items).map((row) => [row.item.id, row.depth, row.path.join(' › '), row.hasChildren]),
    ).toEqual([
      [P2, 0, '', false],
      [P1, 0, '', true],
      [O1, 1, 'Healthy people', true],
      [X1, 2, 'Healthy people › Fewer mothers die', false],
    ]);
  });

  it('keeps what matches a search with the items above it, and only the matching indicators of items that do not match', () => {
    const rows = planTreeRows(items, { query: 'MIDWIVES' });
    expect(rows.map((row) => row.item.id)).toEqual([P1, O1, X1]);
    expect(rows.find((row) => row.item.id === O1)!.indicators).toEqual([]);
    expect(rows.find((row) => row.item.id === X1)!.indicators.map((entry) => entry.id)).toEqual([I2]);
    expect(
      planTreeRows(items, { query: 'fewer' }).find((row) => row.item.id === O1)!.indicators,
    ).toHaveLength(1);
    expect(planTreeRows(items, { query: 'nothing like it' })).toEqual([]);
  });

  it('hides what is under a collapsed item, but not while searching', () => {
    expect(planTreeRows(items, { collapsed: new Set([P1]) }).map((row) => row.item.id)).toEqual([P2, P1]);
    expect(
      planTreeRows(items, { collapsed: new Set([P1]), query: 'clinics' }).map((row) => row.item.id),
    ).toEqual([P1, O1, X1]);
  });
});

describe('indicator progress', () => {
  const bar = (name: string) => screen.getByRole('progressbar', { name: `Progress of ${name}` });

  it('shows the end target apart from this period’s target and says what progress is measured against', () => {
    render(
      <MantineProvider theme={theme}>
        <IndicatorProgress
          indicator={makeIndicator({
            description: 'Coverage',
            aggregation: 'latest',
            baseline: 40,
            target: 75,
            target_year: 2028,
            end_target: { value: 75, year: 2028 },
            current_target: { period: '2026', value: 58 },
            target_total: 66,
            actual_total: 49,
            progress: 34.6,
            progress_basis: { kind: 'period_targets', target: 66 },
            status: 'off_track',
          })}
        />
      </MantineProvider>,
    );
    expect(
      screen.getByText('Baseline 40 · Actual 49 · This period’s target 58 (2026) · End target 75 (2028)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Progress is measured against the latest period’s target, 66.'),
    ).toBeInTheDocument();
    expect(bar('Coverage').getAttribute('style')).toContain('red-9');
  });

  it('draws the bar of an indicator without a status in neutral grey, never red', () => {
    render(
      <MantineProvider theme={theme}>
        <IndicatorProgress
          indicator={makeIndicator({
            description: 'Unrated',
            periods: [],
            progress: 10,
            status: null,
            progress_basis: { kind: 'end_target', target: 90 },
          })}
        />
      </MantineProvider>,
    );
    const style = bar('Unrated').getAttribute('style') ?? '';
    expect(style).toContain('gray-6');
    expect(style).not.toContain('red');
    expect(screen.getByText('Progress is measured against the end target, 90.')).toBeInTheDocument();
  });
});

describe('plan tree page', () => {
  beforeEach(() => {
    answers[`/plans/${PLAN_ID}/`] = { status: 200, body: plan };
    answers[`/plans/${PLAN_ID}/children/`] = { status: 200, body: page([pillar, outcome, output, other]) };
  });

  it('shows the items by level with each indicator’s status, sparkline and page link; search and collapse', async () => {
    const user = userEvent.setup();
    renderPage(<PlanDetail planId={PLAN_ID} />);
    const births = await screen.findByRole('listitem', {
      name: 'Indicator: Births attended by skilled staff',
    });
    expect(screen.getByText('Levels: Pillar › Outcome › Output')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add pillar' })).toBeInTheDocument();
    expect(within(births).getByText('At risk')).toBeInTheDocument();
    expect(within(births).getByRole('link', { name: 'Births attended by skilled staff' })).toHaveAttribute(
      'href',
      `/mda/plans/${PLAN_ID}/indicators/${IND_ID}`,
    );
    expect(
      within(births).getByRole('img', {
        name: /Targets and actuals of Births attended by skilled staff: 2026-Q1: target 100, actual 90; 2026-Q2: target 100, actual none/,
      }),
    ).toBeInTheDocument();
    expect(within(births).getByText('Baseline 0 · Actual 90 · End target not set')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Indicator: Midwives deployed' })).getByText('On track'),
    ).toBeInTheDocument();
    // The rule is explained.
    await user.click(screen.getByRole('button', { name: 'How the status is decided' }));
    expect(await screen.findByText(/at least 90% of that share is on track/)).toBeInTheDocument();

    // Collapsing the pillar hides what is under it.
    await user.click(screen.getByRole('button', { name: 'Collapse Healthy people' }));
    expect(screen.queryByRole('region', { name: 'Fewer mothers die' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand Healthy people' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('region', { name: 'Fewer mothers die' })).toBeInTheDocument();

    // A search keeps the matching indicator and the items above it.
    await user.type(screen.getByLabelText('Search this plan'), 'midwi');
    expect(screen.queryByRole('region', { name: 'Roads that last' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clinics staffed' })).toBeInTheDocument();
    expect(
      screen.queryByRole('listitem', { name: 'Indicator: Births attended by skilled staff' }),
    ).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search this plan'));
    await user.type(screen.getByLabelText('Search this plan'), 'z');
    expect(screen.getByText(/Nothing in this plan matches/)).toBeInTheDocument();
  }, 60_000);

  it('adds an indicator with its scale, the activity it measures and targets per period', async () => {
    const user = userEvent.setup();
    const meta: IndicatorMeta = {
      units: [
        {
          id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
          name: 'Births',
          symbol: '',
          kind: 'count',
          indicators_count: 0,
        },
      ],
      groups: [],
      disaggregation_categories: [],
      disaggregation_presets: [],
      unit_kinds: [],
      levels: LEVELS,
    };
    answers['/plans/indicator-meta/'] = { status: 200, body: meta };
    answers['GET /plans/outcomes/activities/'] = {
      status: 200,
      body: page([makeActivity({ outcome_id: OUTCOME_ID })]),
    };
    answers[`/plans/${PLAN_ID}/children/`] = {
      status: 200,
      body: page([pillar, { ...outcome, id: OUTCOME_ID, indicators: [] }]),
    };
    answers['POST /plans/indicators/'] = {
      status: 201,
      body: indicator(IND_ID, 'Skilled births', OUTCOME_ID),
    };
    renderPage(<PlanDetail planId={PLAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Add indicator to Fewer mothers die' }));
    const dialog = await screen.findByRole('dialog', { name: 'New indicator' });
    await user.type(within(dialog).getByLabelText(/^What is measured/), 'Skilled births');
    await user.click(await within(dialog).findByRole('textbox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Births', hidden: true }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Measures the activity' }));
    await user.click(await screen.findByRole('option', { name: 'Train midwives', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a target' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Period 1' }), '2026-Q1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Target 1' }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add indicator' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      outcome_id: OUTCOME_ID,
      description: 'Skilled births',
      unit: 'Births',
      unit_id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
      activity_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      direction: 'increase',
      aggregation: 'latest',
      frequency: 'quarterly',
      targets: [{ period: '2026-Q1', option_id: null, value: 250 }],
    });
  }, 60_000);

  it('adds an item under another at the next level, sending its parent', async () => {
    const user = userEvent.setup();
    answers['POST /plans/outcomes/'] = { status: 201, body: item(O2, 'More births in clinics', 1, P1) };
    renderPage(<PlanDetail planId={PLAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Healthy people' }));
    // jsdom has no layout: floating menus count as hidden once positioned.
    await user.click(await screen.findByRole('menuitem', { name: 'Add outcome under it', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'New outcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Outcome/), 'More births in clinics');
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        plan_id: PLAN_ID,
        parent_id: P1,
        title: 'More births in clinics',
        description: '',
      }),
    );
  });
});

describe('export', () => {
  beforeEach(() => {
    answers[`/plans/${PLAN_ID}/`] = { status: 200, body: plan };
    answers[`/plans/${PLAN_ID}/children/`] = { status: 200, body: page([pillar]) };
  });

  it('downloads the tracking table under the server’s file name', async () => {
    const user = userEvent.setup();
    answers[`/plans/${PLAN_ID}/export/`] = {
      status: 200,
      body: 'PK',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Health Sector Strategic Plan.pdf"',
      },
    };
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:plan', revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderPage(<PlanDetail planId={PLAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF', hidden: true }));
    await waitFor(() => expect(saved).toEqual(['Health Sector Strategic Plan.pdf']));
    expect(calls.find((call) => call.path.endsWith('/export/'))).toBeTruthy();
    click.mockRestore();
  });

  it('says exports are part of Pro on a 402, with the way to the subscription page', async () => {
    const user = userEvent.setup();
    answers[`/plans/${PLAN_ID}/export/`] = {
      status: 402,
      body: {
        detail: 'Exporting a plan (spreadsheet or PDF) is part of the Pro plan.',
        code: 'upgrade_required',
        feature: 'plan_export',
        upgrade_url: '/settings/subscription',
      },
    };
    renderPage(<PlanDetail planId={PLAN_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spreadsheet (XLSX)', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Exports are part of Pro' });
    expect(within(dialog).getByText(/is part of the Pro plan/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See subscription plans' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
  });
});

describe('activities in the tree', () => {
  const activity = makeActivity({
    name: 'Train 2,000 midwives',
    start_date: '2026-02-01',
    end_date: '2026-12-31',
    budget: '1500000.00',
    department: { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Family Health' },
    status: 'in_progress',
    status_label: 'In progress',
    projects: [
      {
        public_id: 'proj-1',
        name: 'Midwifery school, Kano',
        status: 'ON_GOING',
        status_label: 'Ongoing',
        percentage_completed: 40,
        total_project_cost: '3000000.00',
        total_amount_released: '1000000.00',
        total_amount_spent: '900000.00',
      },
    ],
  });

  beforeEach(() => {
    answers[`/plans/${PLAN_ID}/`] = { status: 200, body: plan };
    answers[`/plans/${PLAN_ID}/children/`] = {
      status: 200,
      body: page([pillar, { ...outcome, id: OUTCOME_ID }]),
    };
    answers['GET /plans/outcomes/activities/'] = {
      status: 200,
      body: page([{ ...activity, outcome_id: OUTCOME_ID }]),
    };
    answers['/users/departments/'] = { status: 200, body: page([]) };
    answers['/projects/organization-projects/'] = { status: 200, body: page([]) };
    answers['POST /plans/outcomes/activities/'] = { status: 201, body: activity };
  });

  it('lists an item’s activities with their linked projects’ progress and money, and adds one', async () => {
    const user = userEvent.setup();
    renderPage(<PlanDetail planId={PLAN_ID} />);
    const listed = await screen.findByRole(
      'listitem',
      { name: 'Activity: Train 2,000 midwives' },
      { timeout: 5000 },
    );
    expect(within(listed).getByText('In progress')).toBeInTheDocument();
    expect(within(listed).getByText(/Budget ₦1.50M · Family Health/)).toBeInTheDocument();
    expect(within(listed).getByRole('link', { name: 'Midwifery school, Kano' })).toHaveAttribute(
      'href',
      '/project/proj-1',
    );
    expect(
      within(listed).getByRole('progressbar', { name: 'Progress of Midwifery school, Kano' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(within(listed).getByText('Cost ₦3.00M · Released ₦1.00M · Spent ₦900.00K')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Fewer mothers die' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add activity', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'New activity' });
    await user.type(within(dialog).getByLabelText(/^Activity/), 'Equip 50 clinics');
    await user.type(within(dialog).getByLabelText('Budget (₦)'), '250000');
    await user.type(within(dialog).getByLabelText('Start date'), '2026-03-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add activity' }));
    expect(
      await within(dialog).findByText('The end date cannot be before the start date.'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.click(within(dialog).getByRole('button', { name: 'Add activity' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        outcome_id: OUTCOME_ID,
        name: 'Equip 50 clinics',
        description: '',
        start_date: '2026-03-01',
        end_date: null,
        budget: '250000.00',
        department_id: null,
        status: 'not_started',
        project_ids: [],
      }),
    );
  }, 60_000);
});

describe('indicator page', () => {
  const history: IndicatorChange[] = [
    {
      id: '66666666-6666-4666-8666-666666666666',
      period: '2026-Q1',
      period_start: '2026-01-01',
      kind: 'actual',
      option: null,
      old_value: 80,
      new_value: 90,
      note: 'Two more clinics reported.',
      source: 'manual',
      changed_by: { id: '77777777-7777-4777-8777-777777777777', name: 'Ada Obi' },
      changed_at: NOW,
    },
  ];
  const sex = {
    id: '88888888-8888-4888-8888-888888888888',
    name: 'Sex',
    options: [
      { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Female' },
      { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Male' },
    ],
  };
  const [female, male] = sex.options as [{ id: string; name: string }, { id: string; name: string }];
  beforeEach(() => {
    answers[`/plans/${PLAN_ID}/`] = { status: 200, body: plan };
    answers[`/plans/indicators/${IND_ID}/`] = {
      status: 200,
      body: indicator(IND_ID, 'Births attended by skilled staff', O1, {
        disaggregations: [sex],
        activity_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
        activity: { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Train midwives' },
        periods: [
          period('2026-Q1', 100, 90, { actuals_by_option: { [female.id]: 50, [male.id]: 40 } }),
          period('2026-Q2', 100, null),
        ],
      }),
    };
    answers[`/plans/indicators/${IND_ID}/history/`] = { status: 200, body: page(history) };
    answers[`POST /plans/indicators/${IND_ID}/notes/`] = { status: 201, body: history[0] };
  });

  it('shows the periods, the split by option, the notes timeline and the status', async () => {
    renderPage(<IndicatorPage planId={PLAN_ID} indicatorId={IND_ID} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Births attended by skilled staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('At risk')).toBeInTheDocument();
    expect(screen.getByText('Measures the activity “Train midwives”')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Targets and actuals per period' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PeriodTargetActualSource', '2026-Q110090Entered', '2026-Q2100––', 'Total (sum)20090']);
    const bySex = screen.getByRole('table', { name: 'Targets and actuals by Sex' });
    expect(within(bySex).getByRole('row', { name: /Female/ })).toHaveTextContent('50 / –');
    expect(await screen.findByText('Actual 2026-Q1: 80 → 90')).toBeInTheDocument();
    expect(screen.getByText('Two more clinics reported.')).toBeInTheDocument();
    expect(screen.getByText(/Ada Obi/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '← Health Sector Strategic Plan' })).toHaveAttribute(
      'href',
      `/mda/plans/${PLAN_ID}`,
    );
  });

  it('enters an actual with its note, or split by sex as one note per option', async () => {
    const user = userEvent.setup();
    renderPage(<IndicatorPage planId={PLAN_ID} indicatorId={IND_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Enter actual' }));
    let dialog = await screen.findByRole('dialog', { name: 'Enter actual' });
    await user.clear(within(dialog).getByLabelText(/^Period/));
    await user.type(within(dialog).getByLabelText(/^Period/), '2026-Q2');
    await user.type(within(dialog).getByLabelText(/^Actual/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save actual' }));
    expect(await within(dialog).findByText('Write the note.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Note/), 'Counted at the clinics.');
    await user.click(within(dialog).getByRole('button', { name: 'Save actual' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { note: 'Counted at the clinics.', period: '2026-Q2', value_change: 120, option_id: null },
      ]),
    );

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter actual' })).not.toBeInTheDocument(),
    );
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Enter actual' }));
    dialog = await screen.findByRole('dialog', { name: 'Enter actual' });
    await user.clear(within(dialog).getByLabelText(/^Period/));
    await user.type(within(dialog).getByLabelText(/^Period/), '2026-Q3');
    await user.click(within(dialog).getByLabelText('Split the actual by a disaggregation'));
    await user.type(within(dialog).getByLabelText('Female'), '70');
    await user.type(within(dialog).getByLabelText('Male'), '55');
    await user.type(within(dialog).getByLabelText(/^Note/), 'By sex.');
    await user.click(within(dialog).getByRole('button', { name: 'Save actual' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { note: 'By sex.', period: '2026-Q3', option_id: female.id, value_change: 70 },
        { note: 'By sex.', period: '2026-Q3', option_id: male.id, value_change: 55 },
      ]),
    );
  }, 60_000);

  it('sets targets per disaggregation option: a row for Female beside the total, removed rows sent as null', async () => {
    const user = userEvent.setup();
    answers['/plans/indicator-meta/'] = {
      status: 200,
      body: {
        units: [],
        groups: [],
        disaggregation_categories: [{ ...sex, indicators_count: 1 }],
        disaggregation_presets: [],
        unit_kinds: [],
        levels: LEVELS,
      } satisfies IndicatorMeta,
    };
    answers['GET /plans/outcomes/activities/'] = { status: 200, body: page([]) };
    answers[`PATCH /plans/indicators/${IND_ID}/`] = {
      status: 200,
      body: indicator(IND_ID, 'Births attended by skilled staff', OUTCOME_ID),
    };
    // The form sends the outcome's id, so the fixture needs a real one.
    answers[`/plans/indicators/${IND_ID}/`] = {
      status: 200,
      body: { ...(answers[`/plans/indicators/${IND_ID}/`]!.body as Indicator), outcome_id: OUTCOME_ID },
    };
    renderPage(<IndicatorPage planId={PLAN_ID} indicatorId={IND_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit indicator' });
    // The two totals entered are rows; Q1 is given for Female instead of the total.
    expect(within(dialog).getByRole('textbox', { name: 'Period 1' })).toHaveValue('2026-Q1');
    await user.click(await within(dialog).findByRole('textbox', { name: 'For 1' }));
    await user.click((await screen.findAllByRole('option', { name: 'Female', hidden: true }))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Remove target 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save indicator' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect((calls.find((call) => call.method === 'PATCH')?.body as { targets: unknown[] }).targets).toEqual([
      { period: '2026-Q1', option_id: female.id, value: 100 },
      { period: '2026-Q1', option_id: null, value: null },
      { period: '2026-Q2', option_id: null, value: null },
    ]);
  }, 60_000);

  it('measures from a form: picks the form, the method and the question, saves the measure and asks for a count', async () => {
    const user = userEvent.setup();
    const question = (
      name: string,
      text: string,
      type: MdaFormQuestion['question_type'],
      options: string[] = [],
    ): MdaFormQuestion => ({
      id: name,
      name,
      text,
      question_type: type,
      options: options.map((value) => ({ id: value, label: value, value })),
      survey: { id: FORM_ID, name: 'Clinic visits', is_published: true },
    });
    answers['/surveys/mda-form-questions/'] = {
      status: 200,
      body: page([
        question('children', 'Children vaccinated', 'integer'),
        question('district', 'District', 'radio', ['north', 'south']),
      ]),
    };
    answers[`PATCH /plans/indicators/${IND_ID}/`] = {
      status: 200,
      body: indicator(IND_ID, 'Births attended by skilled staff', O1),
    };
    answers[`POST /plans/indicators/${IND_ID}/measure/`] = { status: 202, body: { task_id: 't1' } };
    renderPage(<IndicatorPage planId={PLAN_ID} indicatorId={IND_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Measure from a form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Measure from a form' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Form' }));
    await user.click(await screen.findByRole('option', { name: 'Clinic visits', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Aggregation' }));
    await user.click(await screen.findByRole('option', { name: 'Sum of a numeric answer', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Measure from this form' }));
    expect(await within(dialog).findByText('Name the question to sum.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Number question' }));
    await user.click(await screen.findByRole('option', { name: 'Children vaccinated', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: /Only responses where/ }));
    await user.click(await screen.findByRole('option', { name: 'District', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'is' }));
    await user.click(await screen.findByRole('option', { name: 'north', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Measure from this form' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/measure/'))).toBe(true),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      measure: {
        survey_id: FORM_ID,
        method: 'sum',
        question: 'children',
        value: null,
        filter_question: 'district',
        filter_value: 'north',
      },
    });
  }, 60_000);
});

describe('plan settings', () => {
  const meta: IndicatorMeta = {
    units: [],
    groups: [],
    disaggregation_categories: [],
    disaggregation_presets: [],
    unit_kinds: [],
    levels: ['Pillar'],
  };
  beforeEach(() => {
    answers['/plans/indicator-meta/'] = { status: 200, body: meta };
    answers['/plans/units/'] = { status: 200, body: page([]) };
    answers['/plans/disaggregation-categories/'] = { status: 200, body: page([]) };
    answers['PATCH /users/organizations/update-plan-levels/'] = {
      status: 200,
      body: { plan_levels: ['Pillar', 'Outcome'] },
    };
    answers['POST /plans/disaggregation-categories/'] = {
      status: 201,
      body: { id: '0e0e0e0e-0e0e-4e0e-8e0e-0e0e0e0e0e0e', name: 'Sex', options: [], indicators_count: 0 },
    };
    answers['POST /plans/units/'] = { status: 400, body: { name: ['A unit with this name exists.'] } };
  });

  it('saves the levels in order', async () => {
    const user = userEvent.setup();
    renderPage(<PlanSettings />);
    expect(await screen.findByLabelText('Level 1')).toHaveValue('Pillar');
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    await user.type(screen.getByLabelText('Level 2'), 'Outcome');
    await user.click(screen.getByRole('button', { name: 'Move level 2 up' }));
    expect(screen.getByLabelText('Level 1')).toHaveValue('Outcome');
    await user.click(screen.getByRole('button', { name: 'Move level 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Save levels' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        plan_levels: ['Pillar', 'Outcome'],
      }),
    );
  });

  it('adds a ready-made category and names a unit the API refused', async () => {
    const user = userEvent.setup();
    renderPage(<PlanSettings />);
    await user.click(await screen.findByRole('tab', { name: 'Disaggregations' }));
    expect(await screen.findByText(/No disaggregation categories yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    expect(within(dialog).getByText('Options: Female, Male.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Sex',
        options: [{ name: 'Female' }, { name: 'Male' }],
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Units' }));
    await user.click(await screen.findByRole('button', { name: 'Add unit' }));
    const unit = await screen.findByRole('dialog', { name: 'New unit' });
    await user.type(within(unit).getByLabelText(/^Name/), 'Percent');
    await user.click(within(unit).getByRole('button', { name: 'Add unit' }));
    expect(await within(unit).findByText('A unit with this name exists.')).toBeInTheDocument();
  });
});
