// The public project catalogue and discovery: the browser journeys in Chromium, against the real app with its
// demo data. A guest discovers projects near a location, filters by state and status, opens a project, is asked to
// sign in when eyemarking, signs in, the eyemark is made and the project is under Eyemarked; search finds a project by
// a misspelt name. Every screen passed through is photographed at 390x844 and 1280x800 (CATALOGUE_SHOTS_DIR, default
// /tmp/shots/catalogue).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_PASSWORD,
  SHOTS_WANTED,
  VIEWPORTS,
  acceptCookies,
  expectNoSeriousA11yViolations,
  submitLogin,
} from './helpers';

const SHOTS_DIR = process.env.CATALOGUE_SHOTS_DIR ?? '/tmp/shots/catalogue';
// Lagos (Marina): the demo data has dozens of projects within 50 km.
const LAGOS = { latitude: 6.4541, longitude: 3.3947 };
const CITIZEN = 'amina@oversight.test';

test.use({ geolocation: LAGOS, permissions: ['geolocation'] });

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({
      path: path.join(SHOTS_DIR, `${name}-${label}.png`),
      fullPage: false,
      animations: 'disabled',
    });
  }
  if (original) await page.setViewportSize(original);
}

/** The number in "N found" above the discover list. */
async function foundCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ found$/).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  // Tiles come from openstreetmap.org, which the test machine cannot reach: answer them empty and fast.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
});

test('a guest discovers projects near them, filters, opens one, signs in to eyemark it and finds it under Eyemarked', async ({
  page,
}) => {
  test.slow(); // a long journey with a screenshot pair at every screen
  await page.goto('/citizen/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover projects' })).toBeVisible();

  // Around you: the browser's position (allowed already) and the default 50 km.
  await expect(page.getByText(/within 50 km of you/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '50 km' })).toBeChecked();
  const cards = page.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/Lagos|Ogun/);
  const near50 = await foundCount(page);
  expect(near50).toBeGreaterThan(0);
  // The map's projects come clustered for its view from the server (format=clusters), and they are counted.
  await expect(
    page.getByRole('region', { name: /^Map of [1-9][\d,]* projects within 50 km of you/ }),
  ).toBeVisible();
  await expect(page.getByText(/^[1-9][\d,]* projects on the map\./)).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await shoot(page, 'discover');
  await expectNoSeriousA11yViolations(page, 'discover');

  // A smaller circle finds no more projects, and the choice is in the URL.
  await page.getByText('10 km', { exact: true }).click();
  await expect(page).toHaveURL(/dist=10000/);
  await expect(page.getByText(/within 10 km of you/)).toBeVisible();
  await expect.poll(() => foundCount(page)).toBeLessThanOrEqual(near50);

  // Filters: the state of Lagos and the Ongoing status, from the one filter panel.
  await page.getByText('50 km', { exact: true }).click();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter projects' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('group', { name: 'States' }).getByText('Lagos', { exact: true }).click();
  await drawer.getByRole('group', { name: 'Status' }).getByText('Ongoing', { exact: true }).click();
  await shoot(page, 'filter-panel');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/state=LAGOS/);
  await expect(page).toHaveURL(/status=ON_GOING/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Lagos');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Ongoing');
  await expect(page.getByRole('button', { name: /^Filters\s*, 2 active$/ })).toBeVisible();
  await expect.poll(() => foundCount(page)).toBeLessThanOrEqual(near50);
  const filteredCards = page
    .getByRole('region', { name: 'Projects', exact: true })
    .getByTestId('project-card');
  await expect(filteredCards.first()).toBeVisible();
  for (const card of await filteredCards.all()) {
    await expect(card).toContainText('Ongoing');
    await expect(card).toContainText('Lagos');
  }
  await shoot(page, 'discover-filtered');

  // Open the first project.
  const firstTitle = filteredCards.first().getByRole('link');
  const projectName = (await firstTitle.textContent())!.trim();
  await firstTitle.click();
  await expect(page).toHaveURL(/\/project\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText('Total cost')).toBeVisible();
  await expect(page.getByRole('img', { name: /% completed$/ }).first()).toBeVisible();
  await expect(page.getByText(/^₦[\d.]+[KMBT]?$|^_$/).first()).toBeVisible();
  await shoot(page, 'project-overview');
  await expectNoSeriousA11yViolations(page, 'project');

  for (const tab of ['Activity', 'Media', 'Reviews'] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await shoot(page, `project-${tab.toLowerCase()}`);
  }
  await expect(page.getByRole('heading', { name: /reviews/i })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();

  // A guest who eyemarks is asked to sign in first; once signed in the eyemark is made.
  const eyemark = page.getByRole('button', { name: 'Eyemark', exact: true });
  await eyemark.click();
  const modal = page.getByRole('dialog', { name: 'Log in to Oversight' });
  await expect(modal).toBeVisible();
  await shoot(page, 'eyemark-sign-in');
  await submitLogin(page, CITIZEN, DEMO_PASSWORD);
  await expect(modal).toBeHidden();
  const eyemarked = page.getByRole('button', { name: 'Eyemarked', exact: true });
  await expect(eyemarked).toBeVisible();
  await expect(eyemarked).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'project-eyemarked');

  // It is under Eyemarked.
  await page.goto('/citizen/eyemarked');
  await expect(page.getByRole('heading', { level: 1, name: 'Eyemarked projects' })).toBeVisible();
  await expect(page.getByTestId('project-card').filter({ hasText: projectName })).toBeVisible();
  await shoot(page, 'eyemarked');

  // Pressing it again removes the eyemark (the toggle of POST /projects/eyemark/).
  await page.getByTestId('project-card').filter({ hasText: projectName }).getByRole('link').click();
  await page.getByRole('button', { name: 'Eyemarked', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Eyemark', exact: true })).toBeVisible();
  await page.goto('/citizen/eyemarked');
  await expect(page.getByTestId('project-card').filter({ hasText: projectName })).toHaveCount(0);
});

test('a guest who cannot share a location picks a state instead', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await acceptCookies(page, baseURL!);
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/citizen/discover');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByText(/Choose a state to see its projects/)).toBeVisible();
  await page.getByRole('textbox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Kano' }).click();
  await expect(page).toHaveURL(/near=state/);
  await expect(page).toHaveURL(/near_state=KANO/);
  await expect(page.getByText(/Public projects in Kano/)).toBeVisible();
  await expect(page.getByTestId('project-card').first()).toContainText('Kano');
  await context.close();
});

test('search finds a project by a misspelt name and remembers the search', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: /Search projects/ });
  await box.fill('hospitl');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=hospitl/);
  const projectsTab = page.getByRole('tab', { name: /^Projects/ });
  await expect(projectsTab).toContainText(/\d/);
  const first = page.getByTestId('project-card').first();
  await expect(first).toContainText(/Hospital/i);
  await shoot(page, 'search-top');

  await projectsTab.click();
  await expect(page.getByTestId('project-card').first()).toContainText(/Hospital/i);
  await shoot(page, 'search-projects');

  // The status counts narrow the results; the search is among the recent ones.
  await page
    .getByRole('group', { name: 'Projects by status' })
    .getByText(/^Completed · \d+/)
    .click();
  await expect(page).toHaveURL(/status=COMPLETED/);
  await expect(page.getByTestId('project-card').first()).toContainText('Completed');
  await box.fill('');
  await box.focus();
  await expect(page.getByRole('region', { name: 'Recent searches' })).toContainText('hospitl');
});

test('categories, directories, analytics and the project lists render for a guest', async ({ page }) => {
  test.slow();
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByText('Allocated budget').first()).toBeVisible();
  await shoot(page, 'categories');
  await page.getByRole('link', { name: /See all \d+ sectors/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sectors' })).toBeVisible();
  await shoot(page, 'categories-sectors');
  await page.getByRole('link', { name: 'Health', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/sectors\/HEALTH\/1/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Sectors');
  await expect(page.getByText('Active projects', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await shoot(page, 'category-page');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/categories\/sectors\/HEALTH\/2/);

  await page.goto('/categories/subcategories');
  await expect(page.getByRole('heading', { level: 1, name: 'All subcategories' })).toBeVisible();
  await shoot(page, 'subcategories');

  await page.goto('/mda/ministries');
  await expect(page.getByTestId('organisation-card').first()).toBeVisible();
  await shoot(page, 'ministries');
  await page.getByTestId('organisation-card').first().getByRole('link').click();
  // An organisation's name opens its organisation page.
  await expect(page).toHaveURL(/\/organisations\/[^/]+$/);
  await expect(page.getByText('Average completion')).toBeVisible();
  await shoot(page, 'organisation-profile');

  await page.goto('/mda/agencies');
  await expect(page.getByTestId('organisation-card').first()).toBeVisible();
  await shoot(page, 'agencies');

  await page.goto('/contractors');
  await expect(page.getByTestId('organisation-card').first()).toBeVisible();
  await shoot(page, 'contractors');

  await page.goto('/organisations');
  await expect(page.getByTestId('organisation-card').first()).toBeVisible();
  await shoot(page, 'organisations');
  await page.getByTestId('organisation-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/organisations\/[0-9a-f-]+$/);
  await shoot(page, 'organisation');

  await page.goto('/analytics/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Project analytics' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await shoot(page, 'analytics');
  await page.getByText('Table', { exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible();

  await page.goto('/projects-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects list' })).toBeVisible();
  await shoot(page, 'projects-list');

  await page.goto('/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await shoot(page, 'project-index');
});
