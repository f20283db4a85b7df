// Journey for dashboards: a ministry admin creates a dashboard, shares it with another demo organisation's
// user with a view-only role; that user accepts in My invites, finds it in their dashboards list, opens it and cannot
// edit, delete or share it, nor change its chart.
import { expect, test } from '@playwright/test';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
} from './helpers';

test('a ministry creates a dashboard and shares it view-only with a contractor, who sees it in their list and cannot edit it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const name = `Bridge inspections ${run}`;
  const roleName = `Dashboard viewer ${run}`;
  const works = await apiSession(request, 'fmworks');
  // A stakeholder role that only views (the view permissions are in every role).
  const role = await request.post('/api/v1/users/roles/', {
    headers: sessionHeaders(works),
    data: { name: roleName, role_type: 'stakeholder', permissions: [] },
  });
  expect(role.ok(), await role.text()).toBe(true);

  // The ministry admin sees the seeded dashboards and creates one.
  const admin = await signedInPage(browser, baseURL!, 'fmworks');
  await admin.goto('/mda/custom-dashboards');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Federal roads overview' })).toBeVisible();
  await screenshot(admin, 'dashboards-list');
  await expectNoSeriousA11yViolations(admin, 'dashboards list');
  await admin.getByRole('button', { name: 'New dashboard' }).click();
  const form = admin.getByRole('dialog', { name: 'New dashboard' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('Condition of federal bridges inspected this quarter.');
  await form.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(admin).toHaveURL(/\/mda\/custom-dashboards\/[0-9a-f-]{36}$/);
  const dashboardId = admin.url().split('/').pop()!;
  await expect(admin.getByRole('button', { name: 'Edit details' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Delete' })).toBeVisible();

  // A chart of the ministry's projects by status (ECharts loads in its own chunk).
  await expect(admin.getByText('No charts yet')).toBeVisible();
  await admin.getByRole('button', { name: 'Add chart' }).click();
  const chartForm = admin.getByRole('dialog', { name: 'Add a chart' });
  await chartForm.getByRole('textbox', { name: 'Chart title' }).fill('Projects by status');
  await chartForm.getByRole('button', { name: 'Add chart' }).click();
  await expect(admin.getByRole('heading', { name: 'Projects by status' })).toBeVisible();
  await expect(
    admin.getByRole('img', { name: /Projects by status: Number of projects by status/ }),
  ).toBeVisible();
  await expect(admin.locator('canvas').first()).toBeVisible();
  await screenshot(admin, 'dashboard-detail');
  await expectNoSeriousA11yViolations(admin, 'dashboard page');

  // ... and shares it with the contractor's user, view only.
  await admin.getByRole('button', { name: 'Invite stakeholders' }).click();
  const share = admin.getByRole('dialog', { name: `Share “${name}”` });
  await expect(share.getByText('Only your organisation has access so far.')).toBeVisible();
  await share.getByLabel('Person, organisation or e-mail address').fill('julius.berger@oversight.test');
  await share.getByRole('button', { name: 'Invite julius.berger@oversight.test by e-mail' }).click();
  await share.getByRole('textbox', { name: 'Role on this item' }).click();
  await admin.getByRole('option', { name: roleName }).click();
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.getByText('1 stakeholder invited.')).toBeVisible();
  await expect(share.getByText('Waiting for an answer')).toBeVisible();
  await screenshot(admin, 'dashboard-share-dialog', { fullPage: false });

  // The contractor's user does not see it before answering, then accepts in My invites.
  const contractor = await signedInPage(browser, baseURL!, 'julius_berger');
  await contractor.goto(`/mda/custom-dashboards/${dashboardId}`);
  await expect(contractor.getByRole('heading', { name: 'Dashboard not found' })).toBeVisible();
  await contractor.goto('/invites');
  const card = contractor.locator('.mantine-Card-root', { hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(contractor.getByText(`You now have the role "${roleName}" on ${name}.`)).toBeVisible();

  // It is in their list, marked as shared by the ministry; they open it and find no edit, delete or share.
  await contractor.goto('/mda/custom-dashboards');
  await contractor.getByRole('textbox', { name: 'Search dashboards' }).fill(run);
  const row = contractor.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Shared with you by Federal Ministry of Works');
  await expect(contractor.getByRole('link', { name: 'Federal roads overview' })).toHaveCount(0);
  await screenshot(contractor, 'dashboards-list-shared');
  await row.getByRole('link', { name }).click();
  await expect(contractor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(contractor.getByText('Condition of federal bridges inspected this quarter.')).toBeVisible();
  await expect(contractor.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(contractor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(contractor.getByRole('button', { name: 'Invite stakeholders' })).toHaveCount(0);
  await expect(
    contractor.getByRole('img', { name: /Projects by status: Number of projects by status/ }),
  ).toBeVisible();
  await expect(contractor.getByRole('button', { name: 'Add chart' })).toHaveCount(0);
  await expect(contractor.getByRole('button', { name: /Actions for the chart/ })).toHaveCount(0);
  await screenshot(contractor, 'dashboard-detail-shared');
  await expectNoSeriousA11yViolations(contractor, 'shared dashboard page');

  // The server agrees: viewing yes, changing no.
  const julius = await apiSession(request, 'julius_berger');
  const detail = await request.get(`/api/v1/dashboards/${dashboardId}/`, { headers: sessionHeaders(julius) });
  expect(detail.ok()).toBe(true);
  expect(((await detail.json()) as { abilities: unknown }).abilities).toEqual({
    edit: false,
    delete: false,
    manage_visualizations: false,
    manage_stakeholders: false,
  });
  expect(
    (
      await request.patch(`/api/v1/dashboards/${dashboardId}/`, {
        headers: sessionHeaders(julius),
        data: { name: 'Renamed by contractor' },
      })
    ).status(),
  ).toBe(403);
  expect(
    (
      await request.delete(`/api/v1/dashboards/${dashboardId}/`, { headers: sessionHeaders(julius) })
    ).status(),
  ).toBe(403);
});
