// The plan editor suggests near outcomes and indicators while a new one is typed, and an import sheet
// holding only the compulsory columns shows the absent optional ones as a quiet note, not as errors.
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

test('a new outcome and indicator are offered the near titles already in the plans', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await acceptCookies(page, baseURL!);
  await login(page, 'fmhealth', DEMO_PASSWORD);
  await page.goto('/mda/plans');
  await page.getByRole('link', { name: 'Health Sector Strategic Plan 2026-2030' }).click();
  await page.getByRole('button', { name: 'Add outcome', exact: true }).first().click();
  const outcomeForm = page.getByRole('dialog', { name: 'New outcome' });
  await outcomeForm.getByLabel('Outcome').pressSequentially('Fewer mothers and newborn dying', { delay: 20 });
  const similar = outcomeForm.getByRole('region', { name: 'Similar outcomes in your plans' });
  await expect(similar.getByText('Fewer mothers and newborns die')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'outcome suggestions');
  await screenshot(page, 'plan-outcome-suggestions', { fullPage: false });
  await similar.getByRole('button', { name: 'Use this: Fewer mothers and newborns die' }).click();
  await expect(outcomeForm.getByRole('textbox', { name: 'Outcome' })).toHaveValue(
    'Fewer mothers and newborns die',
  );
  await expect(similar).toBeHidden();
});

test('a sheet of the compulsory columns alone can be imported: absent optional columns are a note', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const run = Date.now().toString(36).toUpperCase();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Projects');
  sheet.addRow(['Project Code', 'Project Name']);
  sheet.addRow([`E2E-MIN-${run}-1`, `E2E minimal clinic ${run}`]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'oversight-e2e-minimal-')), 'minimal.xlsx');
  await workbook.xlsx.writeFile(file);

  await acceptCookies(page, baseURL!);
  await login(page, 'works@oversight.test', DEMO_PASSWORD);
  await page.goto('/mda/column-mapping');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByTestId('error-count')).toHaveText('0');
  await expect(page.getByTestId('warning-count')).toHaveText('0');
  await expect(page.getByTestId('optional-columns-note')).toContainText('Not in the sheet, left empty:');
  await expect(page.getByText('Compulsory columns not in the sheet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import 1 project' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'import preview, optional columns');
  await screenshot(page, 'import-optional-columns');
});
