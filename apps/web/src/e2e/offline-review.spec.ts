// Reviewing on a slow phone: a review written with no network (text, feeling and a photo) is kept on the phone, shown
// as waiting in the project's reviews, and sent when the network returns: it then shows once, from the server.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { acceptCookies, DEMO_PASSWORD, login, screenshot, VIEWPORTS } from './helpers';

type ProjectRow = { public_id: string; name: string };

test('a citizen writes a review with a photo offline; it waits on the phone and appears once back online', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a sign-in, a photo resized in the browser and a send when the network returns
  const run = Date.now().toString(36);
  const title = `Bridge deck poured ${run}`;
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await acceptCookies(page, baseURL!);
  await login(page, 'amina@oversight.test', DEMO_PASSWORD);

  const listed = await page.request.get('/api/v1/projects/?limit=1');
  const project = ((await listed.json()) as { results: ProjectRow[] }).results[0]!;
  await page.goto(`/project/${project.public_id}?tab=reviews`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Write (a|the first) review$/ }).first()).toBeVisible();

  // The network goes; the citizen writes the review anyway.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Write a review' }).first().click();
  const modal = page.getByRole('dialog', { name: `Review ${project.name}` });
  await expect(modal).toBeVisible();
  await modal.getByText('Hopeful', { exact: true }).click();
  await modal.getByLabel('Title').fill(title);
  await modal
    .getByLabel('What did you see?')
    .fill('The deck of the new bridge was poured this week; the rails are not on yet.');
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#4a6d8a' } })
    .jpeg()
    .toBuffer();
  await modal
    .locator('input[type=file]')
    .setInputFiles([{ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  // The picker keeps the resized copy (WebP, at most 1600 px): that is what waits on the phone.
  await expect(modal.getByRole('img', { name: 'Photo 1: deck.webp' })).toBeVisible();
  await modal.getByRole('button', { name: 'Post review with 1 photo' }).click();
  await expect(
    page.getByText(
      'No network: your review is kept on this phone and will be sent when you are back online.',
    ),
  ).toBeVisible();
  await expect(modal).toBeHidden();

  const waiting = page.getByRole('article', { name: `Your review waiting to be sent: ${title}` });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText('Waiting to send')).toBeVisible();
  await expect(waiting.getByRole('img', { name: 'Photo 1: deck.webp' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await waiting.getByRole('button', { name: 'Send now' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'offline-review-waiting', { fullPage: false });
  const kept = await page.evaluate(() =>
    new Promise<{ title: string; owner: string; photos: { type: string; data: ArrayBuffer }[] }[]>(
      (resolve, reject) => {
        const request = indexedDB.open('oversight-reviews');
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
        request.onsuccess = () => {
          const all = request.result.transaction('reviews').objectStore('reviews').getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error ?? new Error('getAll failed'));
        };
      },
    ).then((list) =>
      list.map((entry) => ({
        title: entry.title,
        type: entry.photos[0]?.type,
        bytes: entry.photos[0]?.data.byteLength ?? 0,
      })),
    ),
  );
  expect(kept).toEqual([{ title, type: 'image/webp', bytes: expect.any(Number) }]);
  expect(kept[0]!.bytes).toBeLessThan(photo.length);

  // The network returns: the review goes by itself, and the list shows the server's copy.
  await context.setOffline(false);
  await expect(page.getByText('Your review kept on this phone was sent.')).toBeVisible({ timeout: 20_000 });
  await expect(waiting).toBeHidden();
  const posted = page.getByRole('article', { name: /^Review by / }).filter({ hasText: title });
  await expect(posted).toBeVisible();
  await expect(posted.getByRole('button', { name: /^Open photo/ })).toHaveCount(1);
  await screenshot(page, 'offline-review-sent', { fullPage: false });

  // Once, also after a reload, and on the server.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Review by / }).filter({ hasText: title })).toHaveCount(1, {
    timeout: 20_000,
  });
  await expect(page.getByRole('article', { name: /^Your review waiting to be sent/ })).toHaveCount(0);
  const reviews = await page.request.get(`/api/v1/projects/${project.public_id}/reviews/?limit=100`);
  expect(
    ((await reviews.json()) as { results: { title: string }[] }).results.filter(
      (review) => review.title === title,
    ),
  ).toHaveLength(1);
  await context.close();
});
