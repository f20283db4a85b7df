// What a first start seeds, checked in a browser: the ministries page lists
// their projects only, cards name who is responsible and show their sector, Amina has eyemarks, reviews and
// notifications from the first start, HEAD answers like GET, and the error page sends a guest to the citizen dashboard.
import { expect, test } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, screenshot, signedInPage } from './helpers';

test('the ministries page lists the projects of the ministries listed, each card naming who is responsible', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/mda/ministries');
  await expect(page.getByRole('heading', { level: 1, name: 'Ministries' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'Ministries' });
  await expect(listed.getByText('2 ministries')).toBeVisible();

  // "Their projects" counts the projects of the two ministries, not every project.
  const everything = (await (await page.request.get('/api/v1/projects/?limit=1')).json()) as {
    count: number;
  };
  const theirs = (await (
    await page.request.get('/api/v1/projects/?limit=1&mda=fmworks,fmhealth')
  ).json()) as { count: number };
  expect(theirs.count).toBeLessThan(everything.count);
  const projects = page.getByRole('region', { name: 'Their projects' });
  await expect(projects.getByText(`${theirs.count.toLocaleString('en-NG')} found`)).toBeVisible();
  const cards = projects.getByTestId('project-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(
      card.getByText(
        /Federal Ministry of (Works|Health)|Federal Roads Maintenance Agency|National Primary Health Care/,
      ),
    ).toBeVisible();
  }
  // No card's name is an h3 straight after the h1: "Their projects" is the h2 above them.
  await expect(projects.getByRole('heading', { level: 2, name: 'Their projects' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ministries');
  await screenshot(page, 'real-data-ministries');
});

test('Amina starts with eyemarks, reviews with photos and notifications; counts match the data', async ({
  browser,
  baseURL,
}) => {
  const amina = await signedInPage(browser, baseURL!, 'amina_bello');
  await amina.goto('/notifications');
  await expect(amina.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(amina.getByRole('button', { name: /^Unread: / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(amina, 'notifications');
  await screenshot(amina, 'real-data-amina-notifications');

  await amina.goto('/citizen/discover');
  await expect(amina.getByRole('region', { name: 'Popular reviews' }).getByRole('article')).not.toHaveCount(
    0,
    { timeout: 30_000 },
  );
  // Cards of different sectors show different pictures.
  const sectors = await amina
    .locator('[data-testid="project-card"] [data-sector]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-sector')));
  expect(new Set(sectors).size).toBeGreaterThan(1);
  await screenshot(amina, 'real-data-discover', { fullPage: false });

  await amina.goto('/profile/amina_bello?tab=media');
  await expect(amina.getByRole('link', { name: /^Photo: open its post$/ }).first()).toBeVisible();
  await screenshot(amina, 'real-data-amina-media', { fullPage: false });
});

test('HEAD on the home and a project page answers like GET, without a body', async ({ request }) => {
  const list = (await (await request.get('/api/v1/projects/?limit=1')).json()) as {
    results: { public_id: string }[];
  };
  for (const url of ['/', `/project/${list.results[0]!.public_id}`]) {
    const head = await request.head(url);
    expect(head.status(), url).toBe(200);
    expect(head.headers()['content-type']).toContain('text/html');
    expect(await head.body()).toHaveLength(0);
  }
});

test('the app can be installed: its page links a manifest whose icons are served', async ({ request }) => {
  const page = await (await request.get('/')).text();
  expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Oversight',
    start_url: '/citizen/discover',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('the 404 page sends a guest back to the citizen dashboard, in sentence case', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.goto('/no-such-page-here');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/citizen/discover`);
});
