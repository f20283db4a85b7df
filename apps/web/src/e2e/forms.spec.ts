// Journey for forms: the Federal Ministry of Works creates a form, publishes it, starts a new form group with
// it and shares the group with a user of the Federal Ministry of Health, who accepts; that user finds the form under
// /forms/shared (the group's grant covers its forms) and cannot delete it.
import { expect, test } from '@playwright/test';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
} from './helpers';

test('a ministry creates and publishes a form, groups it, shares the group; the invitee sees it shared and cannot delete it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const formName = `Borehole survey ${run}`;
  const groupName = `Water forms ${run}`;
  const roleName = `Form reviewer ${run}`;

  // A stakeholder role that opens forms, made through the API (the role builder has its own journey).
  const works = await apiSession(request, 'fmworks');
  const role = await request.post('/api/v1/users/roles/', {
    headers: sessionHeaders(works),
    data: { name: roleName, role_type: 'stakeholder', permissions: [36] },
  });
  expect(role.ok(), await role.text()).toBe(true);

  // The ministry admin sees the demo forms and creates one.
  const admin = await signedInPage(browser, baseURL!, 'fmworks');
  await admin.goto('/forms');
  await expect(admin.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Road condition field report', exact: true })).toBeVisible();
  await screenshot(admin, 'forms-list');
  await expectNoSeriousA11yViolations(admin, 'forms list');
  await admin.getByRole('link', { name: 'Create form' }).first().click();
  await expect(admin).toHaveURL(/\/forms\/create$/);
  await admin.getByLabel('Form name').fill(formName);
  await admin
    .getByLabel('Description', { exact: true })
    .fill('Functional boreholes per ward, checked by the field officers.');
  // A new form starts with one question to write.
  await admin.getByLabel('Question', { exact: true }).first().fill('How many boreholes work in the ward?');
  await screenshot(admin, 'forms-create');
  await expectNoSeriousA11yViolations(admin, 'create form');
  await admin.getByRole('button', { name: 'Save form' }).click();

  // It lands on the new form: a draft (not "accepting responses" until published); publish it.
  await expect(admin.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  await expect(admin).toHaveURL(/\/forms\/[0-9a-f-]{36}$/);
  const formId = admin.url().split('/').pop()!;
  await expect(admin.getByText('Draft', { exact: true })).toBeVisible();
  await expect(admin.getByText('Accepting responses')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Published', { exact: true })).toBeVisible();
  await expect(admin.getByText('Accepting responses')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A new group with this form.
  await admin.getByRole('button', { name: 'New group with this form' }).click();
  const groupDialog = admin.getByRole('dialog', { name: 'New form group' });
  await groupDialog.getByLabel('Group name').fill(groupName);
  await groupDialog.getByRole('button', { name: 'Create group' }).click();
  await expect(
    admin.getByRole('region', { name: 'Groups' }).getByRole('link', { name: groupName }),
  ).toBeVisible();
  await screenshot(admin, 'form-detail');
  await expectNoSeriousA11yViolations(admin, 'form page');

  // The group's page on /forms, and its Share dialog: invite the health ministry's user with the reviewer role.
  await admin.getByRole('region', { name: 'Groups' }).getByRole('link', { name: groupName }).click();
  const bar = admin.getByRole('region', { name: `Form group ${groupName}` });
  await expect(bar).toContainText('1 form');
  await expect(admin.getByRole('link', { name: formName })).toBeVisible();
  // One of the demo drafts joins the group from its bar.
  await bar.getByRole('textbox', { name: 'Add a form' }).fill('Contractor site');
  await admin.getByRole('option', { name: 'Contractor site safety survey' }).click();
  await expect(bar).toContainText('2 forms');
  await expect(admin.getByRole('link', { name: 'Contractor site safety survey' })).toBeVisible();
  await bar.getByRole('button', { name: 'Invite stakeholders' }).click();
  const share = admin.getByRole('dialog', { name: `Share “${groupName}”` });
  await share.getByLabel('Person, organisation or e-mail address').fill('health@oversight.test');
  await share.getByRole('button', { name: 'Invite health@oversight.test by e-mail' }).click();
  await share.getByRole('textbox', { name: 'Role on this item' }).click();
  await admin.getByRole('option', { name: roleName }).click();
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.getByText('1 stakeholder invited.')).toBeVisible();
  await expect(share.getByText('Waiting for an answer')).toBeVisible();
  await screenshot(admin, 'form-group-share', { fullPage: false });

  // The health ministry's user accepts in My invites, then finds the form shared with them.
  const guest = await signedInPage(browser, baseURL!, 'fmhealth');
  await guest.goto(`/forms/${formId}`);
  await expect(guest.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await guest.goto('/invites');
  // Each invitation is a card; take the one onto this run's group (earlier runs may have left others).
  const invite = guest.locator('.mantine-Card-root').filter({ hasText: groupName });
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByText(`You now have the role "${roleName}" on ${groupName}.`)).toBeVisible();

  await guest.goto('/forms/shared');
  await expect(guest.getByRole('heading', { level: 1, name: 'Forms shared with me' })).toBeVisible();
  const row = guest.getByRole('listitem').filter({ hasText: formName });
  await expect(row).toContainText('Shared with you');
  await expect(row).toContainText('from Federal Ministry of Works');
  await expect(guest.getByRole('link', { name: 'Contractor site safety survey' })).toBeVisible();
  await screenshot(guest, 'forms-shared');
  await expectNoSeriousA11yViolations(guest, 'forms shared with me');
  await row.getByRole('link', { name: formName }).click();
  await expect(guest.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Invite stakeholders' })).toHaveCount(0);
  await screenshot(guest, 'form-detail-shared');

  const health = await apiSession(request, 'fmhealth');
  const removal = await request.delete(`/api/v1/surveys/${formId}/`, { headers: sessionHeaders(health) });
  expect(removal.status()).toBe(403);
  expect((await request.get(`/api/v1/surveys/${formId}/`, { headers: sessionHeaders(works) })).ok()).toBe(
    true,
  );
});
