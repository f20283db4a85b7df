// A project group has the same Share dialog as a project. The Federal Ministry of Works opens one of its
// groups (/projects-list?group=id), invites an address with no account onto the whole group, sees the invitation
// waiting, and cancels it.
import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  uniqueEmail,
} from './helpers';

test('a ministry shares a project group from its page and cancels the pending invitation', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const signIn = await request.post('/api/v1/auth/login/', {
    data: { username: 'fmworks', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = (await signIn.json()) as {
    token: string;
    organisations: { public_id: string; is_personal: boolean }[];
  };
  const headers = {
    authorization: `Bearer ${session.token}`,
    'x-organization-id': session.organisations.find((o) => !o.is_personal)!.public_id,
  };

  // A group of its own, with one of the ministry's projects, and a stakeholder role to give on it.
  const projects = await request.get('/api/v1/projects/organization-projects/?limit=1', { headers });
  expect(projects.ok(), await projects.text()).toBe(true);
  const project = ((await projects.json()) as { results: { public_id: string }[] }).results[0]!;
  const groupName = `Corridor ${run}`;
  const created = await request.post('/api/v1/projects/groups/', {
    headers,
    data: { name: groupName, projects: [project.public_id] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const group = (await created.json()) as { id: string };
  const roleName = `Group reviewer ${run}`;
  const role = await request.post('/api/v1/users/roles/', {
    headers,
    data: { name: roleName, role_type: 'stakeholder', permissions: [] },
  });
  expect(role.ok(), await role.text()).toBe(true);

  await acceptCookies(page, baseURL!);
  await login(page, 'fmworks', DEMO_PASSWORD);
  await page.goto(`/projects-list?group=${group.id}`);
  const bar = page.getByRole('region', { name: `Project group ${groupName}` });
  await expect(bar).toContainText('1 project');
  await bar.getByRole('button', { name: 'Invite stakeholders' }).click();

  const guest = uniqueEmail('group-guest');
  const share = page.getByRole('dialog', { name: `Share “${groupName}”` });
  await expect(share.getByText('Only your organisation has access so far.')).toBeVisible();
  await share.getByLabel('Person, organisation or e-mail address').fill(guest);
  await share.getByRole('button', { name: `Invite ${guest} by e-mail` }).click();
  await share.getByRole('textbox', { name: 'Role on this item' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('1 stakeholder invited.')).toBeVisible();
  await expect(share.getByText('Waiting for an answer')).toBeVisible();
  await expect(share.getByText(guest)).toBeVisible();
  await screenshot(page, 'group-share-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'group share dialog');

  await share.getByRole('button', { name: `Cancel the invitation of ${guest}` }).click();
  await expect(share.getByText('Waiting for an answer')).toHaveCount(0);
});
