// Journey: a ministry admin creates the role "Field monitor" (view project, post updates), shares one
// unpublished project with a contractor's user, who accepts in My invites, posts an update on it, cannot edit it
// and cannot see another unpublished project of the ministry.
import { expect, test } from '@playwright/test';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
} from './helpers';

test('a ministry shares one draft with a contractor as "Field monitor": accept, post an update, no edit, no other drafts', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const works = await apiSession(request, 'fmworks');
  const drafts = await request.get('/api/v1/projects/?is_published=false&limit=50', {
    headers: sessionHeaders(works),
  });
  expect(drafts.ok(), await drafts.text()).toBe(true);
  // Drafts Julius Berger is not a contractor of: whatever they get comes from the invitation alone.
  type Draft = { public_id: string; name: string; contractors: { username: string }[] };
  const [shared, other] = ((await drafts.json()) as { results: Draft[] }).results.filter(
    (draft) => !draft.contractors.some((c) => c.username === 'julius_berger'),
  );
  expect(shared && other, 'two unpublished projects of the ministry').toBeTruthy();

  // The ministry admin builds the role.
  const admin = await signedInPage(browser, baseURL!, 'fmworks');
  await admin.goto('/mda/stakeholders?tab=roles');
  await admin.getByRole('button', { name: 'New role' }).click();
  const roleDialog = admin.getByRole('dialog', { name: 'New role' });
  await roleDialog.getByLabel('Role name').fill('Field monitor');
  await expect(roleDialog.getByLabel('View project', { exact: true })).toBeChecked();
  await roleDialog.getByLabel('View/post project updates').check();
  await screenshot(admin, 'stakeholders-role-builder', { fullPage: false });
  await roleDialog.getByRole('button', { name: 'Create role' }).click();
  await expect(admin.getByText('Role "Field monitor" created.')).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Field monitor', exact: true })).toBeVisible();
  await screenshot(admin, 'stakeholders-roles');
  await expectNoSeriousA11yViolations(admin, 'stakeholders roles');

  // ... and shares one draft with the contractor's user.
  await admin.goto(`/project/${shared!.public_id}`);
  await admin.getByRole('button', { name: 'Invite stakeholders' }).click();
  const share = admin.getByRole('dialog', { name: `Share “${shared!.name}”` });
  await share.getByLabel('Person, organisation or e-mail address').fill('julius.berger@oversight.test');
  await share.getByRole('button', { name: 'Invite julius.berger@oversight.test by e-mail' }).click();
  await share.getByRole('textbox', { name: 'Role on this item' }).click();
  await admin.getByRole('option', { name: 'Field monitor' }).click();
  await share.getByLabel('Message (optional)').fill('Please post monthly progress.');
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.getByText('1 stakeholder invited.')).toBeVisible();
  await expect(share.getByText('Waiting for an answer')).toBeVisible();
  await screenshot(admin, 'share-dialog', { fullPage: false });
  await expectNoSeriousA11yViolations(admin, 'share dialog');

  // The contractor's user accepts in My invites.
  const contractor = await signedInPage(browser, baseURL!, 'julius_berger');
  await contractor.goto(`/project/${shared!.public_id}`);
  await expect(contractor.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await contractor.goto('/invites');
  const card = contractor.getByText(shared!.name);
  await expect(card).toBeVisible();
  await expect(contractor.getByText('Please post monthly progress.')).toBeVisible();
  await screenshot(contractor, 'my-invites');
  await expectNoSeriousA11yViolations(contractor, 'my invites');
  await contractor.getByRole('button', { name: 'Accept' }).click();
  await expect(
    contractor.getByText(`You now have the role "Field monitor" on ${shared!.name}.`),
  ).toBeVisible();
  await expect(contractor.getByText('No invitations waiting')).toBeVisible();

  // They see the draft, post an update on it, and cannot share or edit it.
  await contractor.goto(`/project/${shared!.public_id}`);
  await expect(contractor.getByRole('heading', { level: 1, name: shared!.name })).toBeVisible();
  await expect(contractor.getByRole('button', { name: 'Invite stakeholders' })).toHaveCount(0);
  await contractor.getByRole('button', { name: 'Post update' }).click();
  const update = contractor.getByRole('dialog', { name: `Post an update on ${shared!.name}` });
  await update.getByLabel('Title').fill('Site mobilised');
  await update
    .getByLabel('Details')
    .fill('Equipment is on site and clearing has started on the first kilometre.');
  await update.getByRole('button', { name: 'Post update' }).click();
  await expect(contractor.getByText('Update posted')).toBeVisible();
  await screenshot(contractor, 'stakeholder-project-page');

  const julius = await apiSession(request, 'julius_berger');
  const detail = await request.get(`/api/v1/projects/${shared!.public_id}/`, {
    headers: sessionHeaders(julius),
  });
  expect(((await detail.json()) as { abilities: unknown }).abilities).toMatchObject({
    post_update: true,
    edit: false,
    publish: false,
    manage_stakeholders: false,
  });
  const edit = await request.patch(`/api/v1/projects/${shared!.public_id}/`, {
    headers: sessionHeaders(julius),
    data: { name: 'Renamed by contractor' },
  });
  expect([403, 404]).toContain(edit.status());

  // Another draft of the ministry stays out of reach.
  await contractor.goto(`/project/${other!.public_id}`);
  await expect(contractor.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  expect(
    (
      await request.get(`/api/v1/projects/${other!.public_id}/`, { headers: sessionHeaders(julius) })
    ).status(),
  ).toBe(404);

  // The ministry sees the contractor among its stakeholders.
  await admin.goto('/mda/stakeholders');
  await expect(admin.getByRole('cell', { name: /Julius Berger/ }).first()).toBeVisible();
  await screenshot(admin, 'stakeholders-list');
  await expectNoSeriousA11yViolations(admin, 'stakeholders list');
  await admin.getByRole('tab', { name: 'Departments' }).click();
  await admin.getByLabel('New department').fill('Monitoring and evaluation');
  await admin.getByRole('button', { name: 'Add department' }).click();
  await expect(admin.getByRole('cell', { name: 'Monitoring and evaluation', exact: true })).toBeVisible();
  await screenshot(admin, 'stakeholders-departments');
  await admin.getByRole('tab', { name: 'Sub-users' }).click();
  await expect(admin.getByRole('button', { name: 'Add sub-user' })).toBeVisible();
  await screenshot(admin, 'stakeholders-sub-users');
  await expectNoSeriousA11yViolations(admin, 'sub-users');
});
