// The form exports journey: a ministry exports a form's responses as CSV from the Responses tab, watches it finish
// and downloads it; the file parsed back holds the answers.
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

test("a ministry exports a form's responses as CSV and downloads the file", async ({
  browser,
  baseURL,
  request,
}) => {
  const run = Date.now().toString(36);
  const formName = `Borehole check ${run}`;
  const session = await apiSession(request, 'fmworks');
  const headers = sessionHeaders(session);
  const sections = [
    {
      name: 'Borehole',
      questions: [
        { name: 'community', text: 'Community', question_type: 'text', required: true },
        { name: 'working', text: 'Is the borehole working?', question_type: 'yes-no', required: true },
        { name: 'users', text: 'People using it daily', question_type: 'integer' },
      ],
    },
  ];
  const created = await request.post('/api/v1/surveys/', { headers, data: { name: formName, sections } });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/surveys/${formId}/publish/`, { headers })).ok()).toBe(true);
  const given = [
    { community: 'Kuje', working: 'yes', users: 340 },
    { community: 'Gwagwalada', working: 'no', users: 0 },
  ];
  for (const answers of given) {
    const answered = await request.post(`/api/v1/surveys/${formId}/respond/`, { headers, data: { answers } });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  const page = await signedInPage(browser, baseURL!, 'fmworks');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/forms/${formId}/responses`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export responses' });
  await expect(dialog.getByText('No exports yet.')).toBeVisible();
  await expect(dialog.getByLabel('CSV')).toBeChecked();
  await dialog.getByRole('button', { name: 'Start export' }).click();
  // Written by the export job on the server.
  await expect(dialog.getByText('Your export is ready')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'form-exports-ready');
  await expectNoSeriousA11yViolations(page, 'export dialog');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^borehole-check-.*\.csv$/);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  // No answer here holds a comma or a quote: each line splits on commas.
  const [header, ...lines] = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const rows = lines.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
  expect(
    rows.map((row) => [row.Community, row['Is the borehole working?'], row['People using it daily']]),
  ).toEqual([
    ['Kuje', 'Yes', '340'],
    ['Gwagwalada', 'No', '0'],
  ]);
  await expect(
    dialog
      .getByRole('list', { name: 'Recent exports' })
      .getByRole('button', { name: /Download borehole-check/ }),
  ).toBeVisible();
});
