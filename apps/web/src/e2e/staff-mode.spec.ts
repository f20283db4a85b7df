// Staff mode (docs/spec/product-spec.md section 4): a citizen invited as staff of the Federal Ministry of Health accepts
// the e-mailed invitation, works for it from the user menu, keeps staff mode across a reload and a new sign-in, leaves it from the banner and
// comes back from the organisation switcher; the navigation shows only what the role allows.
// Then departments: the ministry places a staff member in a department and takes them out again, and sees an
// invitation it sends waiting in the sub-users tab until it cancels it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  acceptCookies,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  readOtp,
  screenshot,
  uniqueEmail,
  waitForMail,
} from './helpers';

const PASSWORD = 'Staff-Journey-2026';
const MINISTRY = 'Federal Ministry of Health';

async function ministryHeaders(request: APIRequestContext) {
  const response = await request.post('/api/v1/auth/login/', {
    data: { username: 'fmhealth', password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    organisations: { public_id: string; is_personal: boolean }[];
  };
  return {
    authorization: `Bearer ${body.token}`,
    'x-organization-id': body.organisations.find((o) => !o.is_personal)!.public_id,
  };
}

/**
 * A new citizen account (address verified) invited as staff of the ministry with a role of its own (nobody
 * joins without accepting). `accept` answers the invitation through the API; otherwise the journey does.
 * `remove` ends the membership, or cancels the invitation if it was never accepted.
 */
async function newStaffMember(
  request: APIRequestContext,
  health: Record<string, string>,
  run: string,
  permissions: number[],
  options: { accept: boolean },
) {
  const email = uniqueEmail('staffer');
  const displayName = `Ngozi Staff ${run}`;
  const roleName = `Site inspector ${run}`;
  const registered = await request.post('/api/v1/users/register/', {
    data: { account_type: 'CITIZEN', email, password: PASSWORD, display_name: displayName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const account = (await registered.json()) as { token: string; user: { public_id: string } };
  const own = { authorization: `Bearer ${account.token}` };
  // Only the account whose address is verified can accept an invitation sent to it.
  const verified = await request.post('/api/v1/users/verify/', {
    headers: own,
    data: { otp: await readOtp(email) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  // The welcome walkthrough is the sign-up journey's subject, not this one's.
  const seen = await request.patch('/api/v1/users/me/update/', {
    headers: own,
    data: { newly_registered: false },
  });
  expect(seen.ok(), await seen.text()).toBe(true);
  const role = await request.post('/api/v1/users/roles/', {
    headers: health,
    data: { name: roleName, role_type: 'organization', permissions },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = ((await role.json()) as { public_id: string }).public_id;
  const invited = await request.post('/api/v1/users/staff/add-sub-users/', {
    headers: health,
    data: { users: [{ email, role_id: roleId }] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const invitationId = ((await invited.json()) as { invitations: { public_id: string }[] }).invitations[0]!
    .public_id;
  // Invited is not yet staff: the ministry's screens refuse them.
  const early = await request.get('/api/v1/users/roles/', {
    headers: { ...own, 'x-organization-id': health['x-organization-id']! },
  });
  expect(early.status()).toBe(403);
  if (options.accept) {
    const accepted = await request.post(`/api/v1/users/staff/invitations/${invitationId}/respond/`, {
      headers: own,
      data: { response: 'accept' },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  return {
    email,
    displayName,
    roleName,
    // Keeps the ministry's sub-user count where it was, for a retry and for other journeys. Once is enough.
    removed: false,
    async remove() {
      if (this.removed) return;
      this.removed = true;
      const removed = await request.post('/api/v1/users/staff/remove-sub-users/', {
        headers: health,
        data: { user_ids: [account.user.public_id] },
      });
      if (removed.status() === 404) {
        const cancelled = await request.delete(`/api/v1/users/staff/invitations/${invitationId}/`, {
          headers: health,
        });
        expect(cancelled.ok(), await cancelled.text()).toBe(true);
        return;
      }
      expect(removed.ok(), await removed.text()).toBe(true);
    },
  };
}

test('a citizen added as staff works for the ministry in staff mode, which is remembered until they leave it', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const health = await ministryHeaders(request);
  // The role only views and posts project updates.
  const staffMember = await newStaffMember(request, health, run, [4], { accept: false });
  const { email, roleName } = staffMember;

  try {
    await acceptCookies(page, baseURL!);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/citizen\/discover/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toHaveCount(0);

    // The ministry's invitation e-mail leads to "My invites", where they accept it.
    const mail = await waitForMail(email, new RegExp(`${MINISTRY} invited you to join its staff`));
    const link = /\/invites\?invite=[0-9a-f-]{36}/.exec(mail.body);
    expect(link, 'the e-mail links to the invitation').not.toBeNull();
    await page.goto(link![0]);
    const invitation = page.getByTestId('my-staff-invitation');
    await expect(invitation).toContainText(`invites you to join its staff with the role ${roleName}`);
    await screenshot(page, 'staff-invitation', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'staff invitation');
    await invitation.getByRole('button', { name: `Accept the invitation from ${MINISTRY}` }).click();
    await expect(page.getByText(`You are now staff of ${MINISTRY}.`, { exact: false })).toBeVisible();
    await expect(invitation).toHaveCount(0);

    // Into staff mode from the user menu.
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: `Work as staff of ${MINISTRY}` }).click();
    await expect(page).toHaveURL(/\/mda\/dashboard/);
    const banner = page.getByRole('region', { name: 'Staff mode' });
    await expect(banner).toContainText(`you are working for ${MINISTRY} as ${roleName}`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    // The role holds no project creation and no stakeholder management: those screens are not offered.
    await expect(nav.getByRole('link', { name: 'Stakeholders', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Import', exact: true })).toHaveCount(0);
    await screenshot(page, 'staff-mode-dashboard', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'staff mode');

    // A reload keeps it, and so does signing out and in again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Staff mode' })).toContainText(roleName);
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/mda\/dashboard/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toContainText(roleName);

    // Leaving returns to their own (citizen) side.
    await page
      .getByRole('region', { name: 'Staff mode' })
      .getByRole('button', { name: 'Leave staff mode' })
      .click();
    await expect(page).toHaveURL(/\/citizen\/discover/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toHaveCount(0);

    // The organisation switcher lists the ministry apart, under "Work as staff of".
    await page.getByRole('button', { name: /Switch organisation$/ }).click();
    await expect(page.getByText('Work as staff of')).toBeVisible();
    await screenshot(page, 'staff-mode-switcher', { fullPage: false });
    await page.getByRole('menuitem', { name: new RegExp(MINISTRY) }).click();
    await expect(page.getByRole('region', { name: 'Staff mode' })).toContainText(roleName);
    await expect(
      page.getByRole('button', { name: `Organisation: ${MINISTRY} (staff mode). Switch organisation` }),
    ).toBeVisible();

    // Removed as staff while working for the ministry: the next screen takes them back to their own side, once.
    await staffMember.remove();
    await page.reload();
    await expect(page.getByText(`You no longer have access to ${MINISTRY}.`, { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/citizen\/discover/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toHaveCount(0);
    await expect(page.getByText('You are not a member of this organisation.')).toHaveCount(0);
  } finally {
    await staffMember.remove();
  }
});

test('the ministry places a staff member in a department from a people search, and takes them out again', async ({
  page,
  baseURL,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const health = await ministryHeaders(request);
  const staff = await newStaffMember(request, health, run, [4], { accept: true });
  const departmentName = `Inspection ${run}`;
  try {
    await acceptCookies(page, baseURL!);
    await login(page, 'fmhealth', DEMO_PASSWORD);
    await page.goto('/mda/stakeholders?tab=departments');
    await page.getByLabel('New department').fill(departmentName);
    await page.getByRole('button', { name: 'Add department' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: departmentName, exact: true }) });
    await row.getByRole('button', { name: `0 members in ${departmentName}: manage members` }).click();

    const dialog = page.getByRole('dialog', { name: `Members of ${departmentName}` });
    await expect(dialog.getByText('Nobody is in this department yet')).toBeVisible();
    await dialog.getByLabel('Add a person of your organisation').fill(staff.displayName);
    await dialog.getByRole('button', { name: `Add ${staff.displayName} to ${departmentName}` }).click();
    await expect(page.getByText(`${staff.displayName} added to ${departmentName}.`)).toBeVisible();
    await expect(dialog.getByText('1 member', { exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: `Remove ${staff.displayName} from ${departmentName}` }),
    ).toBeVisible();
    await screenshot(page, 'department-members', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'department members');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      row.getByRole('button', { name: `1 member in ${departmentName}: manage members` }),
    ).toBeVisible();
    await screenshot(page, 'departments-with-counts', { fullPage: false });

    // The sub-users tab shows the department beside the person.
    await page.getByRole('tab', { name: 'Sub-users' }).click();
    await expect(page.getByRole('row').filter({ hasText: staff.email })).toContainText(departmentName);

    // Adding by e-mail sends an invitation, listed with Resend and Cancel until it is answered.
    const invitee = uniqueEmail('invitee');
    await page.getByLabel('E-mail address').fill(invitee);
    await page.getByRole('textbox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: staff.roleName }).click();
    await page.getByRole('button', { name: 'Add sub-user' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}.`, { exact: false })).toBeVisible();
    const pending = page.getByTestId('staff-invitation').filter({ hasText: invitee });
    await expect(pending).toContainText(`Role: ${staff.roleName}`);
    await expect(page.getByRole('row').filter({ hasText: invitee })).toHaveCount(0);
    await waitForMail(invitee, new RegExp(`${MINISTRY} invited you to join its staff`));
    await screenshot(page, 'staff-invitations-pending', { fullPage: false });
    await pending.getByRole('button', { name: `Cancel the invitation to ${invitee}` }).click();
    await expect(page.getByText(`Invitation to ${invitee} cancelled.`)).toBeVisible();
    await expect(pending).toHaveCount(0);

    await page.getByRole('tab', { name: 'Departments' }).click();
    await row.getByRole('button', { name: `1 member in ${departmentName}: manage members` }).click();
    await dialog.getByRole('button', { name: `Remove ${staff.displayName} from ${departmentName}` }).click();
    await expect(dialog.getByText('Nobody is in this department yet')).toBeVisible();
  } finally {
    await staff.remove();
  }
});
