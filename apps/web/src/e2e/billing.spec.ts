// Journey: a Free ministry is refused a Pro feature (a fourth chart on a dashboard), upgrades to Pro
// through the (fake) Paystack checkout page, comes back to a verified payment, sees the feature unlock and downloads
// the invoice. The fake Paystack runs here on E2E_PAYSTACK_URL; scripts/e2e-server.mjs points the app at it.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startFakePaystack, type FakePaystack } from '../../../api/src/test/fake-paystack';
import {
  acceptCookies,
  apiSession,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  login,
  screenshot,
  sessionHeaders,
  VIEWPORTS,
} from './helpers';

let fake: FakePaystack | undefined;

test.beforeAll(async ({ baseURL }) => {
  const url = new URL(process.env.E2E_PAYSTACK_URL!);
  fake = await startFakePaystack({
    port: Number(url.port),
    webhookUrl: `${baseURL}/api/v1/subscriptions/webhook/`,
  });
});
test.afterAll(async () => fake?.close());

test('a ministry upgrades to Pro through the checkout page, its Pro features unlock, and it downloads the invoice', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const works = await apiSession(request, 'fmworks');
  // A dashboard with the Free plan's three charts.
  const dashboard = await request.post('/api/v1/dashboards/', {
    headers: sessionHeaders(works),
    data: { name: `Billing ${run}` },
  });
  expect(dashboard.ok(), await dashboard.text()).toBe(true);
  const dashboardId = ((await dashboard.json()) as { id: string }).id;
  for (const name of ['Status', 'States', 'Years']) {
    const chart = await request.post('/api/v1/dashboards/visualizations/', {
      headers: sessionHeaders(works),
      data: {
        dashboard_id: dashboardId,
        name,
        visualization_type: 'bar',
        group_by: name === 'Years' ? 'year' : name === 'States' ? 'state' : 'status',
      },
    });
    expect(chart.ok(), await chart.text()).toBe(true);
  }

  // The checkout returns to PUBLIC_URL (http://localhost:PORT by default): the journey runs on that origin, where its
  // session is, as a real visitor on the site's own address would.
  const site = new URL(baseURL!);
  site.hostname = 'localhost';
  const context = await browser.newContext({ baseURL: site.origin, viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  await acceptCookies(page, site.origin);
  await login(page, 'fmworks', DEMO_PASSWORD);
  // On Free a fourth chart is refused by the server, saying what to do.
  await page.goto(`/mda/custom-dashboards/${dashboardId}`);
  await page.getByRole('button', { name: 'Add chart' }).click();
  let chartForm = page.getByRole('dialog', { name: 'Add a chart' });
  await chartForm.getByRole('textbox', { name: 'Chart title' }).fill('Sectors');
  await chartForm.getByRole('button', { name: 'Add chart' }).click();
  await expect(chartForm.getByRole('alert')).toContainText('the most the Free plan allows');
  await expect(chartForm.getByRole('alert')).toContainText('Settings > Subscription');
  await chartForm.getByRole('button', { name: 'Cancel' }).click();

  // Settings > Subscription: Free, staff usage, the plans with prices.
  await page.goto('/settings/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible();
  const proCard = page.getByRole('region', { name: 'Pro plan' });
  await expect(proCard).toContainText('₦25,000.00 a month');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(proCard).toContainText('₦250,000.00 a year');
  await page.getByText('Monthly', { exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'subscription (Free)');
  await screenshot(page, 'subscription-free');

  // Subscribe: the amount is shown before paying, then Paystack's page takes the card.
  await proCard.getByRole('button', { name: 'Subscribe to Pro' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribe to Pro' });
  await expect(confirm).toContainText('You pay ₦25,000.00 now');
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(`${fake!.url}/checkout/**`);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('₦25,000.00')).toBeVisible();
  await page.getByRole('button', { name: /Pay with test card/ }).click();

  // Back on the subscription page: verified on the server, Pro now, with the invoice.
  await page.waitForURL(/\/settings\/subscription/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment confirmed' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/subscription$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Pro' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Staff accounts: 0 of 50' })).toBeAttached();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText('Card: visa ending 4081, expires 12/2030')).toBeVisible();
  const invoiceButton = page.getByRole('button', { name: /^Download invoice INV-\d{6}$/ });
  await expect(invoiceButton).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'subscription (Pro)');
  await screenshot(page, 'subscription-pro');

  const download = page.waitForEvent('download');
  await invoiceButton.click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  expect(
    readFileSync(await invoice.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The Pro feature is unlocked.
  await page.goto(`/mda/custom-dashboards/${dashboardId}`);
  await page.getByRole('button', { name: 'Add chart' }).click();
  chartForm = page.getByRole('dialog', { name: 'Add a chart' });
  await chartForm.getByRole('textbox', { name: 'Chart title' }).fill('Sectors');
  await chartForm.getByRole('button', { name: 'Add chart' }).click();
  await expect(page.getByRole('heading', { name: 'Sectors' })).toBeVisible();
  await context.close();
});
