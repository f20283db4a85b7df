// Reading on a slow phone: the last viewed project and the eyemarks stay readable with no network, from the service
// worker's copies, after a citizen viewed them once online.
import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, login, VIEWPORTS } from './helpers';

test('a citizen reads an eyemarked project and the eyemarks list again with no network', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a sign-in, the service worker's install and two offline reloads
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await acceptCookies(page, baseURL!);
  await login(page, 'amina@oversight.test', DEMO_PASSWORD);

  // Online: the eyemarks, then one of them.
  await page.goto('/citizen/eyemarked');
  const card = page.getByTestId('project-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('link').first().textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const projectUrl = page.url();
  await page.goto('/citizen/eyemarked');
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible();

  // Offline: the same two pages, from the device.
  await context.setOffline(true);
  await page.goto(projectUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Total cost')).toBeVisible();
  await page.goto('/citizen/eyemarked');
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await context.close();
});
