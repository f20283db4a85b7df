// The government workspace: a ministry creates a project through the steps, saves a draft, publishes it and the
// public sees it; the change log shows it; the ministry creates an agency under it. Screenshots at phone and desktop.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

const MINISTRY = 'works@oversight.test';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('textbox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Screenshots at phone and desktop size (the helper takes both). */
const both = (page: Page, name: string) => screenshot(page, name);

test.describe('government workspace', () => {
  test.setTimeout(180_000);

  test('a ministry creates a project in steps, saves a draft, publishes it, and the public sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL!);
    await login(page, MINISTRY, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/mda\/dashboard$/);
    await expect(page.getByRole('heading', { level: 2, name: /Projects by status/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Contractors \(\d+\)/ })).toBeVisible();
    await both(page, 'workspace-dashboard');
    await expectNoSeriousA11yViolations(page, 'mda dashboard');

    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const name = `Kano Rural Water Scheme ${code}`;
    await page.getByRole('link', { name: 'New project' }).first().click();
    await expect(page).toHaveURL(/\/mda\/create-project$/);
    // Step 1: information.
    await page.getByRole('textbox', { name: /Project name/ }).fill(name);
    await page.getByRole('textbox', { name: /Project code/ }).fill(code);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Boreholes and a treatment plant for three wards.');
    await page.getByRole('textbox', { name: /Links/ }).fill('www.example.test');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'a link must start with ftp, http or https' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /Links/ }).fill('https://example.test/water-plan.pdf');
    await both(page, 'workspace-create-information');

    // Step 2: location, with the map picker.
    await page.getByRole('button', { name: /Next: Location/ }).click();
    await pick(page, 'State', 'Kano');
    await pick(page, 'LGA', 'Gwale');
    await page.getByRole('textbox', { name: 'Ward' }).fill('Dorayi');
    await page.getByLabel('Map: click to place the project').click({ position: { x: 200, y: 150 } });
    await expect(page.getByText(/^Point: /)).toBeVisible();
    await page.getByRole('button', { name: 'Add this location' }).click();
    await expect(page.getByLabel('Project locations')).toContainText('Dorayi, Gwale, Kano');
    await both(page, 'workspace-create-location');

    // Step 3: contractors, found by name.
    await page.getByRole('button', { name: /Next: Contractors/ }).click();
    await page.getByRole('textbox', { name: 'Search contractors' }).fill('julius');
    await page.getByLabel('Contractors found').getByRole('button', { name: 'Add' }).first().click();
    await expect(page.getByLabel('Chosen contractors')).toContainText('Julius Berger');
    await both(page, 'workspace-create-contractors');

    // Step 4: budget and yearly appropriation.
    await page.getByRole('button', { name: /Next: Budget/ }).click();
    await page.getByRole('textbox', { name: 'Total cost of the project (₦)' }).fill('1,250,000,000');
    await page.getByRole('button', { name: 'Add a year' }).click();
    await page.getByRole('textbox', { name: 'Amount (₦)' }).fill('300,000,000');
    await both(page, 'workspace-create-budget');

    // Save as a draft: the edit screen opens; the public cannot see it yet.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/mda\/edit-project\/.+/);
    const publicId = decodeURIComponent(page.url().split('/mda/edit-project/')[1]!);
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await both(page, 'workspace-edit-draft');

    const visitor = await browser.newPage();
    const draft = await visitor.request.get(`${baseURL}/api/v1/projects/${encodeURIComponent(publicId)}/`);
    expect(draft.status()).toBe(404);

    // Publish: the public sees it.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: the public can see this project now')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await visitor.goto(`${baseURL}/project/${encodeURIComponent(publicId)}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await visitor.close();

    // The change log shows who published it, with before and after.
    await page.goto(`/mda/changelogs?project=${encodeURIComponent(publicId)}`);
    const entry = page.getByRole('article').filter({ hasText: 'published' }).first();
    await expect(entry).toContainText(name);
    await expect(entry.getByRole('rowheader', { name: 'Is published' })).toBeVisible();
    await both(page, 'workspace-changelog');

    // The organisation's list shows it with its drafts and bulk actions.
    await page.goto('/projects-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects list' })).toBeVisible();
    await page
      .getByRole('checkbox', { name: `Select ${name}` })
      .check()
      .catch(async () => {
        // The newest project may be on a later page under the default order: search for it.
        await page.getByRole('textbox', { name: /Filter by name/ }).fill(code);
        await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      });
    await expect(page.getByLabel('Bulk actions')).toContainText('1 selected');
    await both(page, 'workspace-projects-list');
  });

  test('a ministry adds an agency under it and sees its password once', async ({ page, baseURL }) => {
    await acceptCookies(page, baseURL!);
    await login(page, MINISTRY, DEMO_PASSWORD);
    await page.goto('/mda/organisations');
    await expect(page.getByRole('heading', { level: 1, name: 'Ministries and agencies' })).toBeVisible();
    await page.getByRole('button', { name: 'Add an agency' }).click();
    const form = page.getByRole('form', { name: 'Add organisation' });
    const stamp = Date.now().toString(36);
    await form.getByRole('textbox', { name: 'Name' }).fill(`Roads Maintenance Agency ${stamp}`);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`roads-${stamp}@example.test`);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await screenshot(page, 'workspace-agency-password', { fullPage: false });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('article', { name: `Roads Maintenance Agency ${stamp}` })).toBeVisible();
    await both(page, 'workspace-organisations');
    await page.goto('/mda/contractors');
    await expect(page.getByRole('heading', { level: 1, name: 'Contractors' })).toBeVisible();
    await both(page, 'workspace-contractors');
  });
});
