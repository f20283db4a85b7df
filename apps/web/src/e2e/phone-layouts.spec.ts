// Screens that were rough on a 390 px phone: the import stepper keeps its four steps on one line and the
// ministry dashboard's quick actions sit in even rows. (The plan page's actions are being redone with that page.)
import { expect, test, type Locator } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, login, screenshot, VIEWPORTS } from './helpers';

test.use({ viewport: VIEWPORTS.phone });

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

/** The top edges of each element, rounded (elements on one row share it). */
async function tops(items: Locator): Promise<number[]> {
  const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
  return boxes.map((box) => Math.round(box!.y));
}

test('import stepper and dashboard actions fit a phone evenly', async ({ page }) => {
  await login(page, 'fmworks', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mda\/dashboard$/);

  // Quick actions: two per row, each the same width; the odd one out fills the last row.
  const actions = page.getByRole('group', { name: 'Quick actions' }).getByRole('link');
  await expect(actions.first()).toBeVisible();
  const boxes = await Promise.all((await actions.all()).map((action) => action.boundingBox()));
  const count = boxes.length;
  expect(count).toBeGreaterThanOrEqual(4);
  const width = Math.round(boxes[0]!.width);
  for (let i = 0; i + 1 < count - (count % 2); i += 2) {
    expect(Math.round(boxes[i]!.y), `row of action ${i}`).toBe(Math.round(boxes[i + 1]!.y));
    expect(Math.round(boxes[i + 1]!.width)).toBe(width);
  }
  if (count % 2) expect(Math.round(boxes[count - 1]!.width)).toBeGreaterThan(width * 1.8);
  for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-dashboard-actions', { fullPage: false });

  // The import stepper: Upload, Columns, Preview, Import on one line.
  await page.goto('/mda/column-mapping');
  await expect(page.getByRole('heading', { level: 1, name: 'Import projects' })).toBeVisible();
  const steps = page.locator('.mantine-Stepper-step');
  await expect(steps).toHaveCount(4);
  const stepTops = await tops(steps);
  expect(new Set(stepTops).size, `step rows ${stepTops.join(', ')}`).toBe(1);
  const last = await steps.last().boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone-import-stepper', { fullPage: false });
});
