// Reaching things: every directory and analytics page is reached by clicking only, as a visitor,
// a citizen and a ministry; a citizen's discover opens on their state; a project in Kano is opened from the map with
// the keyboard alone.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  // Tiles come from openstreetmap.org, which the test machine cannot reach: answer them empty and fast.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
});

const EXPLORE = [
  { link: 'Ministries', path: '/mda/ministries', heading: 'Ministries' },
  { link: 'Agencies', path: '/mda/agencies', heading: 'Agencies' },
  { link: 'Contractors', path: '/contractors', heading: 'Contractors' },
  { link: 'Organisations', path: '/organisations', heading: 'Organisations' },
  { link: 'Analytics', path: '/analytics/projects', heading: 'Project analytics' },
];

/** Clicks each Explore item of the side navigation and checks the page it opens. */
async function walkExplore(page: Page) {
  for (const item of EXPLORE) {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('group', { name: 'Explore' })
      .getByRole('link', { name: item.link, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.heading, exact: true })).toBeVisible();
  }
}

test('a visitor, a citizen and a ministry reach the directories, analytics and organisation pages by clicking', async ({
  page,
}) => {
  test.slow();
  // A visitor: from the home page's footer, then the side navigation.
  await page.goto('/');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Explore' });
  await footer.getByRole('link', { name: 'Ministries' }).click();
  await expect(page).toHaveURL(/\/mda\/ministries$/);
  await walkExplore(page);
  // An organisation's name opens its organisation page.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organisations' })
    .click();
  await page.getByRole('link', { name: 'Federal Ministry of Works', exact: true }).click();
  await expect(page).toHaveURL(/\/organisations\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Federal Ministry of Works' })).toBeVisible();
  // Guests reach the open analytics pages by their tabs; citizens' figures are for signed-in users.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  const guestTabs = page.getByRole('navigation', { name: 'Analytics pages' });
  await expect(guestTabs.getByRole('link')).toHaveText(['Projects', 'Contractors', 'Facilities']);
  await guestTabs.getByRole('link', { name: 'Facilities', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facility analytics' })).toBeVisible();

  // A citizen: the same items, and the four analytics pages one tap apart.
  await login(page, 'amina_bello', DEMO_PASSWORD);
  await walkExplore(page);
  const tabs = page.getByRole('navigation', { name: 'Analytics pages' });
  for (const [name, path] of [
    ['Citizens', '/analytics/citizens'],
    ['Contractors', '/analytics/contractors'],
    ['Facilities', '/analytics/facilities'],
    ['Projects', '/analytics/projects'],
  ]) {
    await tabs.getByRole('link', { name: name!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tabs.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A ministry, on its organisation side.
  await login(page, 'fmworks', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mda\/dashboard$/);
  await walkExplore(page);
  await screenshot(page, 'reaching-analytics-ministry');
});

test("a citizen's discover opens on their state, with All of Nigeria one tap away and no organisation switcher", async ({
  page,
}) => {
  await login(page, 'amina_bello', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/citizen\/discover/);
  await expect(page.getByText(/^Public projects in Kano:/)).toBeVisible();
  await expect(page).toHaveURL(/near_state=KANO/);
  await expect(page.getByRole('radio', { name: 'In a state' })).toBeChecked();
  // Every card of the first page is in Kano.
  const cards = page.getByRole('region', { name: 'Projects', exact: true }).getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Kano');
  // Amina belongs to no organisation: nothing to switch to.
  await expect(page.getByRole('button', { name: /Switch organisation/ })).toHaveCount(0);
  await screenshot(page, 'reaching-discover-kano');

  await page.getByText('All of Nigeria', { exact: true }).click();
  await expect(page.getByText(/^Public projects across Nigeria:/)).toBeVisible();
  await expect(page).toHaveURL(/near=all/);
  // Her choice stays on the next visit.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search' })
    .click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Discover' })
    .click();
  await expect(page.getByText(/^Public projects across Nigeria:/)).toBeVisible();
});

/** Presses Tab until a focused button or link's text matches; returns that text. */
async function tabTo(page: Page, matcher: RegExp, limit = 250): Promise<string> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const active = document.activeElement;
      return active && ['A', 'BUTTON'].includes(active.tagName) ? active.textContent.trim() : '';
    });
    if (matcher.test(text)) return text;
  }
  throw new Error(`No focusable element matching ${matcher} within ${limit} Tab presses`);
}

test('a visitor opens a project in Kano from the map with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/citizen/discover?near=all');
  // The first view fits all of Nigeria: Kano (north) and Lagos (south-west) are both inside it.
  const inView = page.getByRole('heading', { name: /^Projects in the map's view \(\d[\d,]*\)$/ });
  // The map and the country's cluster index come after the first screen (slow on a busy machine).
  await expect(inView).toBeVisible({ timeout: 30_000 });
  // Every project of the country is inside the first view: the list beside the map counts as many as the map holds.
  const digits = (text: string | null) => Number(/[\d,]+/.exec(text ?? '')?.[0]?.replace(/,/g, '') ?? NaN);
  const total = digits(await page.getByText(/^[\d,]+ projects on the map\./).textContent());
  expect(total).toBeGreaterThan(1000);
  await expect.poll(async () => digits(await inView.textContent())).toBe(total);
  await screenshot(page, 'reaching-map-nigeria', { fullPage: false });
  await expectNoSeriousA11yViolations(page, 'discover map and its list');

  // Keyboard only: Tab to a group in Kano, zoom in or open it, until a project of Kano is a link.
  let text = await tabTo(page, /^(Zoom in to )?\d+ projects around .*Kano/);
  for (let step = 0; step < 6 && /^Zoom in/.test(text); step++) {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: text })).toHaveCount(0);
    text = await tabTo(page, /^(Zoom in to )?\d+ projects around .*Kano/, 80);
  }
  // A small group: opened in place, its projects are links.
  expect(text).toMatch(/^\d+ projects around .*Kano/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: text })).toHaveAttribute('aria-expanded', 'true');
  await screenshot(page, 'reaching-map-kano-list', { fullPage: false });
  await page.keyboard.press('Tab');
  const name = await page.evaluate(() => document.activeElement?.textContent.trim() ?? '');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/project\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Kano').first()).toBeVisible();
});

test('the map popup is a card with the name, status and a clear link', async ({ page }) => {
  await page.goto('/citizen/discover?near=state&near_state=KANO');
  const inView = page.getByRole('heading', { name: /^Projects in the map's view/ });
  await expect(inView).toBeVisible({ timeout: 30_000 });
  // Click a group on the map itself (a marker): small groups list their projects in a card.
  const marker = page.locator('.leaflet-marker-icon').first();
  await marker.click();
  const popup = page.locator('.leaflet-popup');
  if ((await marker.getAttribute('title'))?.includes('list them')) {
    await expect(popup).toContainText(/\d+ projects around \S/);
    await expect(popup.getByRole('link').first()).toBeVisible();
  } else {
    await expect(popup).toHaveCount(0);
  }
  await screenshot(page, 'reaching-map-popup', { fullPage: false });
});

test('the change log names who changed what, formats the values, names its page buttons and passes axe', async ({
  page,
}) => {
  await login(page, 'fmworks', DEMO_PASSWORD);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Change logs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change log' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  // Every entry starts with who made it; no raw numbers such as 2147509000.00 or 13.60.
  for (const entry of (await page.getByRole('article').all()).slice(0, 10))
    await expect(entry).toHaveText(/^\S/);
  await expect(page.getByRole('main')).not.toContainText(/\d{7,}\.\d\d/);
  await expect(page.getByRole('main')).not.toContainText(/\b\d+\.\d\d\b(?!%)/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'next page' })).toBeVisible();
  await screenshot(page, 'reaching-changelog');
  await expectNoSeriousA11yViolations(page, 'change log');
});
