// The form reports journey: a ministry builds a report template with a chart, previews it with real data,
// makes the report and downloads its PDF.
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
  VIEWPORTS,
} from './helpers';

test('a ministry builds a report template with a chart, generates it and downloads the PDF', async ({
  browser,
  baseURL,
  request,
}) => {
  // About 30 s alone; the report job shares 2 cores with the rest of the suite.
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const formName = `Clinic check ${run}`;
  const session = await apiSession(request, 'fmworks');
  const headers = sessionHeaders(session);
  const sections = [
    {
      name: 'Clinic',
      questions: [
        { name: 'open', text: 'Was the clinic open?', question_type: 'yes-no', required: true },
        { name: 'nurses', text: 'Nurses on duty', question_type: 'integer' },
      ],
    },
  ];
  const created = await request.post('/api/v1/surveys/', { headers, data: { name: formName, sections } });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/surveys/${formId}/publish/`, { headers })).ok()).toBe(true);
  for (const answers of [
    { open: 'yes', nurses: 3 },
    { open: 'yes', nurses: 5 },
    { open: 'no', nurses: 0 },
  ]) {
    const answered = await request.post(`/api/v1/surveys/${formId}/respond/`, { headers, data: { answers } });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  const page = await signedInPage(browser, baseURL!, 'fmworks');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/forms/${formId}`);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reports: ${formName}` })).toBeVisible();
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New template' }).click();

  await page.getByLabel('Template name').fill('Clinic summary');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('menuitem', { name: 'Chart of a question' }).click();
  const chartBlock = page.getByRole('listitem', { name: 'Block 3 of 3' });
  await chartBlock.getByLabel('Question', { exact: true }).click();
  await page.getByRole('option', { name: 'Was the clinic open?' }).click();
  await chartBlock.getByLabel('Title').fill('Open clinics');
  // Keyboard-reachable reordering: the chart goes above the text.
  await chartBlock.getByRole('button', { name: 'Move block 3 up' }).click();
  await expect(
    page.getByRole('listitem', { name: 'Block 2 of 3' }).getByText('Chart of a question'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Preview with real data' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('3 responses in this range.')).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText('Open clinics', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/reports\/templates\/[0-9a-f-]{36}$/);
  await screenshot(page, 'form-reports-editor', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'report template editor');

  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('button', { name: 'Make report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a report from "Clinic summary"' });
  await dialog.getByRole('button', { name: 'Make PDF and DOCX' }).click();
  // Made by the report job on the server.
  const pdfButton = page.getByRole('button', { name: /^PDF \(/ });
  await expect(pdfButton).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: /^DOCX \(/ })).toBeVisible();
  await screenshot(page, 'form-reports-list');
  await expectNoSeriousA11yViolations(page, 'reports list');

  const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(download.suggestedFilename()).toBe(`Clinic summary ${formName}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  // Deleting the template asks first; the report made from it stays.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Clinic summary”?' });
  await expect(confirm.getByText('Reports already made from it stay.')).toBeVisible();
  await screenshot(page, 'form-reports-delete-template');
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText('No templates yet.')).toBeVisible();
  await expect(pdfButton).toBeVisible();
});
