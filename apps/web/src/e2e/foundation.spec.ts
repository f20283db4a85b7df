// The platform foundation: the browser journeys in Chromium that every later journey relies on.
// Sign-up end to end with the OTP from the outbox, profile and password changes, log out and in again; the cookie
// notice; the 500 page; organisation sign-in and the redirects after sign-in. Screenshots of every screen passed
// through go to test-results/screenshots (phone 390x844 and desktop 1280x800).
import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import {
  DEMO_PASSWORD,
  acceptCookies,
  expectNoSeriousA11yViolations,
  login,
  readOtp,
  screenshot,
  storedSession,
  submitLogin,
  uniqueEmail,
} from './helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small RGB PNG: a green square with a lighter disc, so the crop has something to show. */
function makePng(size = 320): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      rows.push(...(inside ? [0xb7, 0xe4, 0xc7] : [0x0b, 0x6e, 0x4f]));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sign-up step currently shown, by its heading. */
async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test.describe('foundation journeys', () => {
  test('a citizen signs up end to end, edits the profile, changes the password, logs out and back in', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await acceptCookies(page, baseURL!);
    const email = uniqueEmail();
    const password = 'Green-Harbour-42!';
    const newPassword = 'Quiet-Delta-Lamp-77';
    const displayName = 'Ada Test Citizen';

    // Home, as a guest: where a visitor starts.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await screenshot(page, 'home');

    // 1. Account type.
    await page.goto('/signup');
    await expectStep(page, 'How will you use Oversight?');
    await expectNoSeriousA11yViolations(page, 'sign-up');
    await screenshot(page, 'signup-1-type');
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: 'Citizen' }).click();
    await next.click();

    // 2. E-mail and password.
    await expectStep(page, 'Create your account');
    const credentials = page.getByRole('form', { name: 'Create your account' });
    await credentials.getByLabel('E-mail address').fill(email);
    await credentials.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await credentials.getByLabel('Confirm password').fill(password);
    await credentials.getByRole('checkbox', { name: /I accept the/ }).check();
    await screenshot(page, 'signup-2-credentials');
    await credentials.getByRole('button', { name: 'Create account' }).click();

    // 3. The code from the e-mail.
    await expectStep(page, 'Check your e-mail');
    await expect(page.getByText(email)).toBeVisible();
    expect(await storedSession(page)).toMatchObject({
      isAuthenticated: true,
      registering: true,
      user: { email },
    });
    const code = await readOtp(email);
    await screenshot(page, 'signup-3-verify');
    await page.getByRole('textbox', { name: '6-digit code' }).first().click();
    await page.keyboard.type(code);
    await expect(page.getByText('E-mail address verified')).toBeVisible();

    // 4. Details.
    await expectStep(page, 'About you');
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Display name').fill('Ada Signup');
    await details.getByLabel('First name').fill('Ada');
    await details.getByLabel('Last name').fill('Obi');
    await details.getByRole('textbox', { name: 'State of residence' }).click();
    await page.getByRole('option', { name: 'Lagos' }).click();
    await screenshot(page, 'signup-4-details');
    await details.getByRole('button', { name: 'Continue' }).click();

    // 5. Photo: a small PNG made here, cropped in the browser and uploaded.
    await expectStep(page, 'Add a profile photo');
    await expectNoSeriousA11yViolations(page, 'sign-up photo step');
    await screenshot(page, 'signup-5-photo');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(page.getByRole('img', { name: 'Photo to crop' })).toBeVisible();
    await screenshot(page, 'signup-5-photo-crop', { fullPage: false });
    await page.getByRole('button', { name: 'Use this photo' }).click();
    await expect(page.getByText('Your new photo. It is saved when you continue.')).toBeVisible();
    await page.getByRole('button', { name: 'Save photo' }).click();

    // 6. Interests: two states and a sector.
    await expectStep(page, 'What do you care about?');
    const states = page.getByRole('region', { name: 'States' });
    await states.locator('label').nth(0).click();
    await states.locator('label').nth(1).click();
    await page.getByRole('region', { name: 'Sectors' }).locator('label').first().click();
    await expect(page.getByRole('button', { name: 'Save 3 interests' })).toBeEnabled();
    await screenshot(page, 'signup-6-interests');
    await page.getByRole('button', { name: 'Save 3 interests' }).click();

    // 7. Follow projects, then the citizen dashboard.
    await expectStep(page, 'Follow some projects');
    await expect(page.getByRole('button', { name: /^(Finish|Continue)$/ })).toBeEnabled();
    await expect(page.getByLabel('Loading suggestions')).toHaveCount(0);
    const eyemark = page.getByRole('button', { name: /^Eyemark / });
    const eyemarkedOne = (await eyemark.count()) > 0;
    if (eyemarkedOne) {
      await eyemark.first().click();
      await expect(page.getByText('1 project eyemarked')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Stop eyemarking / })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await screenshot(page, 'signup-7-follow');
    await page.getByRole('button', { name: /^(Finish|Continue)$/ }).click();
    await expect(page).toHaveURL(/\/citizen\/discover(\?|$)/);
    const signedUp = await storedSession(page);
    expect(signedUp).toMatchObject({ isAuthenticated: true, registering: false, mode: 'CITIZEN' });
    expect(signedUp?.user).toMatchObject({ email, display_name: 'Ada Signup', account_type: 'CITIZEN' });
    // A new account gets the walkthrough once, on Discover; going through it clears newly_registered.
    const walkthrough = page.getByRole('dialog', { name: 'Welcome to Oversight' });
    await expect(walkthrough.getByRole('heading', { name: 'Discover projects around you' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'walkthrough');
    await screenshot(page, 'walkthrough', { fullPage: false });
    for (let slide = 1; slide < 4; slide++) await walkthrough.getByRole('button', { name: 'Next' }).click();
    await expect(walkthrough.getByRole('heading', { name: 'Your voice is on the record' })).toBeVisible();
    await walkthrough.getByRole('button', { name: 'Get started' }).click();
    await expect(walkthrough).toBeHidden();
    await expect.poll(async () => (await storedSession(page))?.user?.newly_registered).toBe(false);
    await expect(page.getByRole('button', { name: 'Account menu for Ada Signup' })).toBeVisible();
    if (eyemarkedOne) {
      // The project eyemarked at the follow step counts in "Your activity" beside Discover.
      expect((await storedSession(page))?.user?.eyemarked_count).toBe(1);
      await expect(page.getByRole('complementary')).toContainText(/Your activity\s*1\s*Projects eyemarked/);
    }
    // The sign-up steps are done: /signup no longer resumes them.
    expect(await page.evaluate(() => sessionStorage.getItem('oversight-signup'))).toContain('"step":1');
    await screenshot(page, 'discover-after-signup', { fullPage: false });

    // The interests chosen at sign-up are stored.
    await page.goto('/settings/interests');
    await expect(page.getByRole('heading', { name: 'Interests', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'States' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(2);

    // Edit the profile.
    await page.goto('/settings/profile');
    const profile = page.getByRole('form', { name: 'Edit profile' });
    await expect(profile.getByLabel('Display name')).toHaveValue('Ada Signup');
    await expect(profile.getByLabel('First name')).toHaveValue('Ada');
    // The photo uploaded at sign-up is shown.
    await expect(profile.getByRole('img', { name: 'Profile photo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings profile');
    await screenshot(page, 'settings-profile');
    await profile.getByLabel('Display name').fill(displayName);
    await profile.getByLabel('Bio').fill('I watch the roads in Lagos and Ogun.');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${displayName}` })).toBeVisible();
    expect((await storedSession(page))?.user?.display_name).toBe(displayName);
    await page.reload();
    await expect(profile.getByLabel('Display name')).toHaveValue(displayName);
    await expect(profile.getByLabel('Bio')).toHaveValue('I watch the roads in Lagos and Ogun.');

    // Change the password.
    await page.goto('/settings/change-password');
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill(password);
    await change.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await change.getByLabel('Confirm new password').fill(newPassword);
    await screenshot(page, 'settings-change-password');
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(change.getByLabel('Current password')).toHaveValue('');
    // This session continues after the change.
    await page.reload();
    await expect(page).toHaveURL(/\/settings\/change-password$/);
    expect((await storedSession(page))?.isAuthenticated).toBe(true);

    // Log out from the account menu.
    await page.getByRole('button', { name: `Account menu for ${displayName}` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    expect((await storedSession(page))?.isAuthenticated ?? false).toBe(false);

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toHaveText(
      'Unable to log in with provided credentials.',
    );
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedSession(page))?.isAuthenticated ?? false).toBe(false);
    await screenshot(page, 'login-wrong-password');
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(/\/citizen\/discover(\?|$)/);
    expect(await storedSession(page)).toMatchObject({
      isAuthenticated: true,
      mode: 'CITIZEN',
      user: { email },
    });
    // The walkthrough was seen at sign-up (the server remembers): it does not come back.
    expect((await storedSession(page))?.user?.newly_registered).toBe(false);
    await page.waitForTimeout(500);
    await expect(walkthrough).toBeHidden();
    await screenshot(page, 'discover-after-login', { fullPage: false });
    await expect(page.getByRole('button', { name: `Account menu for ${displayName}` })).toBeVisible();
  });

  test('the cookie notice appears after about 2 s, Accept hides it, and it stays away after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    const start = Date.now();
    await expect(notice).toBeVisible({ timeout: 6_000 });
    const shownAfter = Date.now() - start;
    expect(shownAfter, 'shown after the 2 s delay').toBeGreaterThanOrEqual(1_500);
    await expect(notice).toContainText('Oversight uses cookies');
    await screenshot(page, 'cookie-notice', { fullPage: false });
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === 'oversight_cookie_consent');
    expect(consent?.value).toBe('accepted');
    // Remembered for a year.
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.reload();
    await page.waitForTimeout(3_500);
    await expect(notice).toBeHidden();
  });

  test('the 500 page says sorry and leads a guest back to the citizen dashboard', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1, name: "Sorry! It's not you, it's us" })).toBeVisible();
    await expect(page).toHaveTitle(/Sorry! It's not you, it's us/);
    await expectNoSeriousA11yViolations(page, '500 page');
    await screenshot(page, 'error-500');
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/citizen\/discover$/);
    await screenshot(page, 'discover-guest', { fullPage: false });
  });

  test('a ministry user logs in and lands on the organisation dashboard', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');
    await screenshot(page, 'login');
    await submitLogin(page, 'works@oversight.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/mda\/dashboard$/);
    expect(await storedSession(page)).toMatchObject({
      isAuthenticated: true,
      mode: 'ORGANISATION',
      user: { email: 'works@oversight.test', account_type: 'MINISTRY' },
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The organisation's navigation, with the dashboard as the current page, and who the user acts for.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Projects list' })).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText('Federal Ministry of Works');
    await screenshot(page, 'mda-dashboard');
  });

  test('a ministry login with ?redirect= goes there instead of the dashboard', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await login(page, 'works@oversight.test', DEMO_PASSWORD, '?redirect=/settings/account');
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect((await storedSession(page))?.mode).toBe('ORGANISATION');
    await screenshot(page, 'settings-account');
  });

  test('a guest sent to sign in by a protected page sees why, and comes back to it after login', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    // The guard sends a guest to the sign-in page with the reason and the way back.
    await page.goto('/settings/account');
    await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fsettings%2Faccount$/);

    await page.goto('/login?error=SessionRequired&callbackUrl=/settings/account');
    await expect(page.getByRole('status').filter({ hasText: 'Please sign in to continue' })).toBeVisible();
    await screenshot(page, 'login-session-required');
    await submitLogin(page, 'amina@oversight.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ isAuthenticated: true, mode: 'CITIZEN' });
  });
});
