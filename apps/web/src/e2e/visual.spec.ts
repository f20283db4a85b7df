// Key screens compared with their committed pictures (visual.spec.ts-snapshots/): a change of layout, colour or
// spacing there fails here. Data that other journeys change (counts, dates, maps, photos) is masked; the tolerance
// covers antialiasing, not a moved block. After a wanted change: `--update-snapshots` and look at the new pictures.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, signedInPage, VIEWPORTS } from './helpers';

const SAME = {
  animations: 'disabled',
  caret: 'hide',
  // Antialiasing and font hinting move a few pixels by a shade; a moved or recoloured block is far more.
  threshold: 0.2,
  maxDiffPixelRatio: 0.01,
} as const;

/** Waits for the fonts and the page to settle (no request, no spinner) before a comparison. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

const masks = (page: Page, ...more: Locator[]) => [
  page.locator('img'),
  page.locator('.leaflet-container'),
  page.locator('time'),
  // The unread count beside the bell.
  page.getByRole('link', { name: /Notifications/ }),
  ...more,
];

test.describe('key screens look as committed', () => {
  test('home, as a guest', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('home-desktop.png', { ...SAME, mask: masks(page) });
  });

  test('a project page, as a guest', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await page.setViewportSize(VIEWPORTS.desktop);
    // A demo project (the seed is reproducible) that no journey edits.
    const response = await page.request.get('/api/v1/projects/', {
      params: { name: 'Rehabilitation of Yola–Lamurde Road Section II', limit: 1 },
    });
    const project = ((await response.json()) as { results: { public_id: string; name: string }[] })
      .results[0];
    expect(project, 'the demo project of the picture').toBeTruthy();
    await page.goto(`/project/${project!.public_id}`);
    await expect(page.getByRole('heading', { level: 1, name: project!.name })).toBeVisible();
    await settle(page);
    // Views, eyemarks and reviews change as the other journeys use the demo data, and "ended 3 years ago" with time.
    const counters = page.getByText(/ views?$/).locator('xpath=../..');
    const since = page.getByText(/ ago$|days? left$/);
    await expect(page).toHaveScreenshot('project-desktop.png', {
      ...SAME,
      mask: masks(page, counters, since, page.getByRole('tab', { name: /Reviews/ })),
    });
  });

  test('the form builder on a phone', async ({ browser, baseURL }) => {
    const page = await signedInPage(browser, baseURL!, 'fmworks');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/forms/create');
    await expect(page.getByLabel('Form name')).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('form-builder-phone.png', { ...SAME, mask: masks(page) });
    await page.context().close();
  });
});
