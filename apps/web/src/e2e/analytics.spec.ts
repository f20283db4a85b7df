// Journey for the analytics pages: the supervising body sees citizen figures (small groups withheld), and
// the contractor and facility pages show the demo seed's published projects, with a table downloaded as CSV.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot, signedInPage } from './helpers';

test('the analytics pages show citizens, contractors and facilities from the demo data', async ({
  browser,
  baseURL,
}) => {
  // The journey is short; slow() only covers a loaded machine (three pages, each a first load of its chunk).
  test.slow();
  const page = await signedInPage(browser, baseURL!, 'admin_body');

  await page.goto('/analytics/citizens');
  await expect(page.getByRole('heading', { level: 1, name: 'Citizen analytics' })).toBeVisible({
    timeout: 30_000,
  });
  const people = page.getByRole('definition').first();
  await expect(people).toHaveText('10', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Gender' })).toBeVisible();
  await screenshot(page, 'analytics-citizens');
  // Four men among the demo citizens: too few to publish.
  await page.getByRole('radiogroup', { name: 'Show as' }).getByText('Tables').click();
  const gender = page.getByRole('table', { name: 'Gender' });
  await expect(gender.getByRole('row', { name: /Male/ })).toContainText('fewer than 5');
  await expect(gender.getByRole('row', { name: /Female/ })).toContainText('5');

  const tabs = page.getByRole('navigation', { name: 'Analytics pages' });
  await tabs.getByRole('link', { name: 'Contractors', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contractor analytics' })).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, 'analytics-contractors');
  await page.getByRole('radiogroup', { name: 'Show as' }).getByText('Table', { exact: true }).click();
  const ranking = page.getByRole('table', { name: 'Contractors ranked' });
  await expect(ranking.getByRole('row').nth(1)).toContainText('1', { timeout: 30_000 });
  await expect(ranking.getByRole('link').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download contractors ranked/ }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Rank,Contractor,Username,Projects/);

  await tabs.getByRole('link', { name: 'Facilities', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facility analytics' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table', { name: 'Facilities', exact: true }).getByRole('row')).not.toHaveCount(
    1,
    { timeout: 30_000 },
  );
  await expect(page.getByText(/located facilities/)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'analytics-facilities');
});
