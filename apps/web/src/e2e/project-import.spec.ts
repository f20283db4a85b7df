// The import journey: a ministry downloads the template, fills it with rows of which three are wrong, fixes two
// in the preview, accepts a suggested contractor, imports, gets the rejected cells back as a sheet, sees the projects
// in its table, edits one, publishes it; the public sees it and the change log shows the import and the edit.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

const MINISTRY = 'works@oversight.test';
const run = Date.now().toString(36).toUpperCase();
const code = (n: number) => `E2E-${run}-${n}`;

test('a ministry imports the template with three wrong rows, fixes them in the preview and imports', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page, baseURL!);
  await login(page, MINISTRY, DEMO_PASSWORD);
  await page.goto('/mda/column-mapping');
  await expect(page.getByRole('heading', { name: 'Import projects' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import upload');
  await screenshot(page, 'import-1-upload');

  // The template comes from the screen itself.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('oversight-project-import-template.xlsx');
  const dir = mkdtempSync(path.join(tmpdir(), 'oversight-e2e-import-'));
  const templatePath = path.join(dir, 'template.xlsx');
  await template.saveAs(templatePath);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.getWorksheet('Projects')!;
  expect(sheet.getRow(1).cellCount).toBe(25);
  expect(workbook.getWorksheet('Allowed values')).toBeTruthy();
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const row = (values: Record<string, string | number>) => headers.map((header) => values[header] ?? '');
  const base = (n: number) => ({
    'Project Code': code(n),
    'Project Name': `E2E imported clinic ${run} ${n}`,
    Sectors: 'Health',
    Status: 'Ongoing',
    'Total Cost of Project': '₦25,000,000',
    'Start Date': '2025-01-15',
    'End Date': '2026-12-31',
    States: 'Kogi',
    LGAs: 'Lokoja',
    'Percentage Completed': 20,
  });
  sheet.spliceRows(2, 1);
  sheet.addRow(row(base(1)));
  sheet.addRow(row({ ...base(2), 'Project Code': '' })); // wrong: no project code
  sheet.addRow(row({ ...base(3), 'Start Date': '31/02/2025' })); // wrong: no such date
  sheet.addRow(row({ ...base(4), 'Contractor Name': 'Julius Bergr Nigeria' })); // wrong: unknown contractor
  sheet.addRow(row(base(5)));
  sheet.addRow(row({ ...base(6), 'Percentage Completed': 140 })); // wrong: 140 %, so the row is not imported
  const filled = path.join(dir, 'my-projects.xlsx');
  await workbook.xlsx.writeFile(filled);

  await page.locator('input[type="file"]').setInputFiles(filled);
  await expect(page.getByText(/We matched the 25 headers of your sheet \(6 rows\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import columns');
  await screenshot(page, 'import-2-columns');
  await page.getByRole('button', { name: 'Check the rows' }).click();

  await expect(page.getByTestId('error-count')).toHaveText('1');
  await expect(page.getByTestId('warning-count')).toHaveText('3');
  await expect(page.getByTestId('ready-percent')).toHaveText('33%');
  await expect(
    page.getByText(
      '1 row has a status or percentage that cannot be read and will not be imported unless fixed.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'import preview');
  await screenshot(page, 'import-3-preview');

  // Fix two rows where they are shown.
  await page.getByRole('button', { name: /^Row 3, Project Code: empty/ }).click();
  await page.getByRole('textbox', { name: 'Fix row 3, Project Code' }).fill(code(2));
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /^Row 4, Start Date: 31\/02\/2025/ }).click();
  await page.getByRole('textbox', { name: 'Fix row 4, Start Date' }).fill('28/02/2025');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error-count')).toHaveText('0');
  // Accept the contractor the platform suggests for the misspelt name.
  await page.getByRole('button', { name: /^Julius Berger Nigeria Plc/ }).click();
  await expect(page.getByTestId('warning-count')).toHaveText('1');
  await expect(page.getByText(/edited$/)).toHaveCount(0, { timeout: 15_000 });
  await screenshot(page, 'import-4-fixed');

  await page.getByRole('button', { name: 'Import 5 projects' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('5 new projects (unpublished until you publish them)')).toBeVisible();
  await expect(page.getByText('1 row not imported')).toBeVisible();
  await expect(page.getByText(/cells? left out/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'import done');
  await screenshot(page, 'import-5-done');

  const rejectedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rejected rows with reasons' }).click();
  const rejected = await rejectedDownload;
  const rejectedPath = path.join(dir, 'rejected.xlsx');
  await rejected.saveAs(rejectedPath);
  const rejectedBook = new ExcelJS.Workbook();
  await rejectedBook.xlsx.readFile(rejectedPath);
  const reasons = rejectedBook.getWorksheet('Rejected rows')!.getRow(2).values as unknown[];
  expect(reasons[1]).toBe(7);
  expect(String(reasons[3])).toMatch(/^Percentage Completed "140" is not a number from 0 to 100/);

  // The imported projects are the ministry's drafts; the contractor accepted in the preview is on the project.
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('oversight-session')!) as { state: { token: string } }).state.token,
  );
  const organization = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('oversight-session')!) as {
          state: { currentOrganization: { public_id: string } };
        }
      ).state.currentOrganization.public_id,
  );
  const list = await page.request.get(
    `/api/v1/projects/organization-projects/?query=${encodeURIComponent(`E2E imported clinic ${run}`)}`,
    {
      headers: { authorization: `Bearer ${token}`, 'x-organization-id': organization },
    },
  );
  expect(list.ok()).toBe(true);
  const found = (await list.json()) as {
    count: number;
    results: {
      code: string;
      public_id: string;
      name: string;
      is_published: boolean;
      contractors: { name: string }[];
    }[];
  };
  expect(found.count).toBe(5);
  expect(found.results.every((project) => !project.is_published)).toBe(true);
  expect(found.results.find((project) => project.code === code(4))!.contractors.map((c) => c.name)).toEqual([
    'Julius Berger Nigeria Plc',
  ]);
  const first = found.results.find((project) => project.code === code(1))!;

  // The projects are in the organisation's table.
  await page.getByRole('link', { name: 'See your projects' }).click();
  await expect(page).toHaveURL(/\/projects-list/);
  await expect(page.getByText(first.name).first()).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'import-6-projects-list');

  // Edit one, then publish it.
  await page.goto(`/mda/edit-project/${first.public_id}`);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Edited after the import: the clinic gets a maternity wing.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the public can see this project now')).toBeVisible();

  // The public sees it.
  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${baseURL}/project/${first.public_id}`);
  await expect(publicPage.getByRole('heading', { name: first.name })).toBeVisible({ timeout: 20_000 });
  await expect(publicPage.getByText('the clinic gets a maternity wing').first()).toBeVisible();
  await visitor.close();

  // The change log shows the import, the edit (description before and after) and the publication.
  await page.goto(`/mda/changelogs?project=${first.public_id}`);
  await expect(page.getByText(/imported/).first()).toBeVisible();
  await expect(page.getByText(/published/).first()).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Edited after the import: the clinic gets a maternity wing.' }).first(),
  ).toBeVisible();
  await screenshot(page, 'import-7-changelog');
});

test('the supervising body uploads a yearly appropriation for imported projects', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await login(page, 'admin@oversight.test', DEMO_PASSWORD);
  await page.goto('/mda/column-mapping');
  const section = page.getByRole('region', { name: 'Yearly appropriation' });
  await expect(section).toBeVisible();
  await section.getByRole('textbox', { name: 'Year' }).fill('2026');
  const dir = mkdtempSync(path.join(tmpdir(), 'oversight-e2e-appropriation-'));
  const sheet = path.join(dir, 'appropriation-2026.csv');
  writeFileSync(sheet, `Project Code,Appropriation\n${code(1)},"₦40,000,000"\nNO-SUCH-CODE,5\n`);
  await section.locator('input[type="file"]').setInputFiles(sheet);
  await section.getByRole('button', { name: 'Upload appropriation' }).click();
  await expect(section.getByText('2026 appropriation saved')).toBeVisible({ timeout: 30_000 });
  await expect(
    section.getByText(/1 project updated\. 1 row skipped: row 3 \(No project has the code NO-SUCH-CODE\.\)/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'appropriation upload');
  await screenshot(page, 'import-8-appropriation');
});
