// Issue 6, staff mode (product-spec section 4): a citizen added as staff of the Federal Ministry of Health works
// for it from the user menu, keeps staff mode across a reload and a new sign-in, leaves it from the banner and
// comes back from the organisation switcher; the navigation shows only what the role allows.
// Then departments: the ministry places a staff member in a department and takes them out again.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot, uniqueEmail } from './helpers';

const PASSWORD = 'Staff-Journey-2026';
const MINISTRY = 'Federal Ministry of Health';

async function ministryHeaders(request: APIRequestContext) {
  const response = await request.post('/api/v1/auth/login/', { data: { username: 'fmhealth', password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { token: string; organisations: { public_id: string; is_personal: boolean }[] };
  return { authorization: `Bearer ${body.token}`, 'x-organization-id': body.organisations.find((o) => !o.is_personal)!.public_id };
}

/** A new citizen account added as staff of the ministry with a role of its own; `remove` ends the membership. */
async function newStaffMember(request: APIRequestContext, health: Record<string, string>, run: string, permissions: number[]) {
  const email = uniqueEmail('staffer');
  const displayName = `Ngozi Staff ${run}`;
  const roleName = `Site inspector ${run}`;
  const registered = await request.post('/api/v1/users/register/', {
    data: { account_type: 'CITIZEN', email, password: PASSWORD, display_name: displayName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const account = (await registered.json()) as { token: string; user: { public_id: string } };
  // The welcome walkthrough is the sign-up journey's subject, not this one's.
  const seen = await request.patch('/api/v1/users/me/update/', { headers: { authorization: `Bearer ${account.token}` }, data: { newly_registered: false } });
  expect(seen.ok(), await seen.text()).toBe(true);
  const role = await request.post('/api/v1/users/roles/', { headers: health, data: { name: roleName, role_type: 'organization', permissions } });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = ((await role.json()) as { public_id: string }).public_id;
  const added = await request.post('/api/v1/users/staff/add-sub-users/', { headers: health, data: { users: [{ email, role_id: roleId }] } });
  expect(added.ok(), await added.text()).toBe(true);
  return {
    email,
    displayName,
    roleName,
    // Keeps the ministry's sub-user count where it was, for a retry and for other journeys. Once is enough.
    removed: false,
    async remove() {
      if (this.removed) return;
      this.removed = true;
      const removed = await request.post('/api/v1/users/staff/remove-sub-users/', { headers: health, data: { user_ids: [account.user.public_id] } });
      expect(removed.ok(), await removed.text()).toBe(true);
    },
  };
}

test('a citizen added as staff works for the ministry in staff mode, which is remembered until they leave it', async ({ page, baseURL, request }) => {
  test.slow();
  const run = Date.now().toString(36);
  const health = await ministryHeaders(request);
  // The role only views and posts project updates.
  const staffMember = await newStaffMember(request, health, run, [4]);
  const { email, roleName } = staffMember;

  try {
    await acceptCookies(page, baseURL!);
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/citizen\/discover/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toHaveCount(0);

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
    await page.getByRole('region', { name: 'Staff mode' }).getByRole('button', { name: 'Leave staff mode' }).click();
    await expect(page).toHaveURL(/\/citizen\/discover/);
    await expect(page.getByRole('region', { name: 'Staff mode' })).toHaveCount(0);

    // The organisation switcher lists the ministry apart, under "Work as staff of".
    await page.getByRole('button', { name: /Switch organisation$/ }).click();
    await expect(page.getByText('Work as staff of')).toBeVisible();
    await screenshot(page, 'staff-mode-switcher', { fullPage: false });
    await page.getByRole('menuitem', { name: new RegExp(MINISTRY) }).click();
    await expect(page.getByRole('region', { name: 'Staff mode' })).toContainText(roleName);
    await expect(page.getByRole('button', { name: `Organisation: ${MINISTRY} (staff mode). Switch organisation` })).toBeVisible();

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

test('the ministry places a staff member in a department from a people search, and takes them out again', async ({ page, baseURL, request }) => {
  test.slow();
  const run = Date.now().toString(36);
  const health = await ministryHeaders(request);
  const staff = await newStaffMember(request, health, run, [4]);
  const departmentName = `Inspection ${run}`;
  try {
    await acceptCookies(page, baseURL!);
    await login(page, 'fmhealth', DEMO_PASSWORD);
    await page.goto('/mda/stakeholders?tab=departments');
    await page.getByLabel('New department').fill(departmentName);
    await page.getByRole('button', { name: 'Add department' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: departmentName, exact: true }) });
    await row.getByRole('button', { name: `0 members in ${departmentName}: manage members` }).click();

    const dialog = page.getByRole('dialog', { name: `Members of ${departmentName}` });
    await expect(dialog.getByText('Nobody is in this department yet')).toBeVisible();
    await dialog.getByLabel('Add a person of your organisation').fill(staff.displayName);
    await dialog.getByRole('button', { name: `Add ${staff.displayName} to ${departmentName}` }).click();
    await expect(page.getByText(`${staff.displayName} added to ${departmentName}.`)).toBeVisible();
    await expect(dialog.getByText('1 member', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Remove ${staff.displayName} from ${departmentName}` })).toBeVisible();
    await screenshot(page, 'department-members', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'department members');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('button', { name: `1 member in ${departmentName}: manage members` })).toBeVisible();
    await screenshot(page, 'departments-with-counts', { fullPage: false });

    // The sub-users tab shows the department beside the person.
    await page.getByRole('tab', { name: 'Sub-users' }).click();
    await expect(page.getByRole('row').filter({ hasText: staff.email })).toContainText(departmentName);

    await page.getByRole('tab', { name: 'Departments' }).click();
    await row.getByRole('button', { name: `1 member in ${departmentName}: manage members` }).click();
    await dialog.getByRole('button', { name: `Remove ${staff.displayName} from ${departmentName}` }).click();
    await expect(dialog.getByText('Nobody is in this department yet')).toBeVisible();
  } finally {
    await staff.remove();
  }
});
