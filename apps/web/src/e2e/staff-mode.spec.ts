// Issue 6, staff mode (product-spec section 4): a citizen added as staff of the Federal Ministry of Health works
// for it from the user menu, keeps staff mode across a reload and a new sign-in, leaves it from the banner and
// comes back from the organisation switcher; the navigation shows only what the role allows.
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

test('a citizen added as staff works for the ministry in staff mode, which is remembered until they leave it', async ({ page, baseURL, request }) => {
  test.slow();
  const run = Date.now().toString(36);
  const email = uniqueEmail('staffer');
  const roleName = `Site inspector ${run}`;
  const health = await ministryHeaders(request);

  // The person has their own citizen account; the ministry adds them as staff with a role that only views and posts updates.
  const registered = await request.post('/api/v1/users/register/', {
    data: { account_type: 'CITIZEN', email, password: PASSWORD, display_name: `Ngozi Staff ${run}` },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const account = (await registered.json()) as { token: string; user: { public_id: string } };
  const staffId = account.user.public_id;
  // The welcome walkthrough is the sign-up journey's subject, not this one's.
  const seen = await request.patch('/api/v1/users/me/update/', { headers: { authorization: `Bearer ${account.token}` }, data: { newly_registered: false } });
  expect(seen.ok(), await seen.text()).toBe(true);
  const role = await request.post('/api/v1/users/roles/', { headers: health, data: { name: roleName, role_type: 'organization', permissions: [4] } });
  expect(role.ok(), await role.text()).toBe(true);
  const roleId = ((await role.json()) as { public_id: string }).public_id;
  const added = await request.post('/api/v1/users/staff/add-sub-users/', { headers: health, data: { users: [{ email, role_id: roleId }] } });
  expect(added.ok(), await added.text()).toBe(true);

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
  } finally {
    // Keeps the ministry's sub-user count where it was, for a retry and for other journeys.
    await request.post('/api/v1/users/staff/remove-sub-users/', { headers: health, data: { user_ids: [staffId] } });
  }
});
