import { MantineProvider } from '@mantine/core';
import {
  createOutcomeBodySchema,
  planChildrenPageSchema,
  planChildrenWithAccessSchema,
  planPageSchema,
  planSchema,
} from '@oversight/shared/plans/plans.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { makePage as page } from '../../../test/fixtures';
import { mockApi } from '../../../test/msw';
import { PlanChildren } from './plan-children';
import { PlanDetail } from './plan-detail';
import { PlansList } from './plans-list';
import { all, indicator, indicatorId, none, outcome, plan, PLAN_ID } from './plans.fixtures';

const api = mockApi();
const NOT_FOUND = { status: 404, body: { detail: 'Not found.' } };
// The plan's activities (the indicator form's choices) are not part of these tests.
beforeEach(() => api.route('get', '/plans/outcomes/activities/', NOT_FOUND));

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
    api.route('get', '/plans/:id/', { body: plan() }, { response: planSchema });
    api.route(
      'get',
      '/plans/:id/children/',
      {
        body: page([
          outcome({ ...all, add_indicator: true }, [
            indicator(indicatorId(1), 'Births attended'),
            indicator(indicatorId(2), 'New clinics', { progress: null, current_value: null }),
          ]),
        ]),
      },
      { response: planChildrenPageSchema },
    );
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
      within(section).getByText('Baseline 40% (2024) · Now 65% · End target 90% (2030)'),
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
    api.route(
      'get',
      '/plans/:id/',
      { body: plan({ edit: false, delete: false, add_outcome: false, manage_stakeholders: false }) },
      { response: planSchema },
    );
    api.route(
      'get',
      '/plans/:id/children/',
      {
        body: page([
          outcome({ ...none, add_indicator: false }, [
            indicator(indicatorId(1), 'Births attended', {}, none),
          ]),
        ]),
      },
      { response: planChildrenPageSchema },
    );
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
    api.route(
      'get',
      '/plans/:id/',
      { body: plan({}, { outcomes_count: 0, indicators_count: 0 }) },
      { response: planSchema },
    );
    api.route('get', '/plans/:id/children/', { body: page([]) }, { response: planChildrenPageSchema });
    api.route(
      'post',
      '/plans/outcomes/',
      { status: 400, body: { title: ['An outcome with this title is already in the plan.'] } },
      { request: createOutcomeBodySchema },
    );
    renderPage(<PlanDetail planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('No outcomes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the first outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'New outcome' });
    // An empty title is refused before sending (the shared schema); the API's refusal shows under the field too.
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Outcome/ }), 'Fewer mothers die');
    await user.click(within(dialog).getByRole('button', { name: 'Add outcome' }));
    expect(
      await within(dialog).findByText('An outcome with this title is already in the plan.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({ plan_id: PLAN_ID, title: 'Fewer mothers die' });
  });

  it('says when a plan is not available and offers what is shared', async () => {
    api.route('get', '/plans/:id/', NOT_FOUND);
    api.route('get', '/plans/:id/children/', NOT_FOUND);
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
    api.route(
      'get',
      '/plans/:id/children-with-access/',
      {
        body: {
          plan: { id: PLAN_ID, name: 'Health Sector Strategic Plan', can_view: false },
          outcomes: [
            outcome({ ...none, add_indicator: false }, [
              indicator(indicatorId(1), 'Births attended', {}, none),
            ]),
          ],
          indicators: [indicator(indicatorId(9), 'Clinics with power', {}, none)],
        },
      },
      { response: planChildrenWithAccessSchema },
    );
    renderPage(<PlanChildren planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('Shared with you from the plan')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fewer mothers die' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Indicator: Clinics with power' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All plans' })).toHaveAttribute('href', '/mda/plans');
  });

  it('says nothing is shared on a 404', async () => {
    api.route('get', '/plans/:id/children-with-access/', NOT_FOUND);
    renderPage(<PlanChildren planId={PLAN_ID} share={share} />);
    expect(await screen.findByText('Nothing of this plan is shared with you')).toBeInTheDocument();
  });
});

describe('plans list', () => {
  it('links partly shared plans to their shared part', async () => {
    api.route(
      'get',
      '/plans/',
      {
        body: page([
          plan(),
          plan(
            { view: false, edit: false, delete: false, add_outcome: false, manage_stakeholders: false },
            { id: '33333333-3333-4333-8333-333333333333', name: 'Roads plan' },
          ),
        ]),
      },
      { response: planPageSchema },
    );
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
    api.route('get', '/plans/', { body: page([]) }, { response: planPageSchema });
    renderPage(<PlansList canCreate />, '/mda/plans');
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a plan' })).toBeInTheDocument();
  });
});
