// Deleting a project: a ministry deletes one of its published projects after confirming; the public page
// answers 404 at once; the project waits under Deleted projects with its days left and is restored, public again.
import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

const MINISTRY = 'works@oversight.test';

test.describe('deleting a project', () => {
  test.setTimeout(120_000);

  test('a ministry deletes a published project, finds it under Deleted projects and restores it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await login(page, MINISTRY, DEMO_PASSWORD);
    await page.goto('/projects-list?published=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects list' })).toBeVisible();
    const firstProject = page.locator('a[href^="/mda/project/"]').first();
    await expect(firstProject).toBeVisible();
    const name = (await firstProject.innerText()).trim();
    await firstProject.click();
    await expect(page).toHaveURL(/\/mda\/project\/.+/);
    const publicId = decodeURIComponent(page.url().split('/mda/project/')[1]!);
    const visitor = await browser.newPage();
    const publicPage = () =>
      visitor.request
        .get(`${baseURL}/api/v1/projects/${encodeURIComponent(publicId)}/`)
        .then((response) => response.status());
    expect(await publicPage()).toBe(200);

    // Delete, after confirming in the dialog.
    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete “/ });
    await expect(dialog).toContainText('for 30 days');
    await screenshot(page, 'project-delete-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(page).toHaveURL(/\/mda\/deleted-projects$/);
    expect(await publicPage()).toBe(404);

    // Deleted projects: the days left, and Restore.
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted projects' })).toBeVisible();
    const entry = page.getByRole('listitem', { name });
    await expect(entry).toContainText('30 days left');
    await expect(entry).toContainText('was published');
    await screenshot(page, 'project-deleted-list');
    await expectNoSeriousA11yViolations(page, 'deleted projects');
    await entry.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(page.getByText(`“${name}” restored and published again.`)).toBeVisible();
    await expect(entry).toHaveCount(0);
    expect(await publicPage()).toBe(200);
    await visitor.close();
  });
});
