// The form results journey: the Federal Ministry of Works opens a form's results: summary cards counted by the
// summary job on the server, a saved chart of a question, and a cross-tab with row percentages and a filter.
import { expect, test } from '@playwright/test';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
} from './helpers';

test("a ministry sees a form's summary cards, saves a chart and cross-tabulates two questions", async ({
  browser,
  baseURL,
  request,
}) => {
  // A busy machine takes a while to load the app's first chunks.
  test.slow();
  const run = Date.now().toString(36);
  const formName = `Clinic check ${run}`;
  const session = await apiSession(request, 'fmworks');
  const headers = sessionHeaders(session);
  const sections = [
    {
      name: 'Clinic',
      questions: [
        {
          name: 'zone',
          text: 'Which zone is the clinic in?',
          question_type: 'radio',
          required: true,
          options: [{ label: 'North' }, { label: 'South' }],
        },
        { name: 'open', text: 'Was the clinic open?', question_type: 'yes-no', required: true },
        { name: 'nurses', text: 'Nurses on duty', question_type: 'integer' },
        {
          name: 'wards',
          text: 'Wards',
          question_type: 'repeat',
          questions: [
            { name: 'beds', text: 'Beds in the ward', question_type: 'integer' },
            {
              name: 'ward_kind',
              text: 'Kind of ward',
              question_type: 'radio',
              options: [{ label: 'General' }, { label: 'Maternity' }],
            },
          ],
        },
      ],
    },
  ];
  const created = await request.post('/api/v1/surveys/', { headers, data: { name: formName, sections } });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/surveys/${formId}/publish/`, { headers })).ok()).toBe(true);
  for (const answers of [
    {
      zone: 'north',
      open: 'yes',
      nurses: 4,
      wards: [
        { beds: 10, ward_kind: 'general' },
        { beds: 6, ward_kind: 'maternity' },
      ],
    },
    { zone: 'north', open: 'no', nurses: 0, wards: [] },
    { zone: 'south', open: 'yes', nurses: 6, wards: [{ beds: 8, ward_kind: 'general' }] },
  ]) {
    const answered = await request.post(`/api/v1/surveys/${formId}/respond/`, { headers, data: { answers } });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  const page = await signedInPage(browser, baseURL!, 'fmworks');
  await page.goto(`/forms/${formId}/responses`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(page).toHaveURL(/view=summary/);
  // Counted by the summary job on the server.
  await expect(page.getByText('3 responses summarised')).toBeVisible({ timeout: 20_000 });
  const zone = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Which zone is the clinic in?' }) });
  await expect(zone.getByText('3 of 3 responses answered')).toBeVisible();
  await expect(zone.getByRole('img', { name: /Which zone is the clinic in\?/ })).toBeVisible();
  const nurses = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Nurses on duty' }) });
  await expect(nurses.getByText('Mean')).toBeVisible();
  await expect(nurses.getByText('3.33')).toBeVisible();
  // A repeated group's questions are counted over its entries, under its own heading.
  const wards = page.getByRole('region', { name: 'Wards' });
  await expect(wards.getByText('Counted per entry: 3 entries in 2 of 3 responses')).toBeVisible();
  const beds = wards
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Beds in the ward' }) });
  await expect(beds.getByText('3 of 3 entries answered')).toBeVisible();
  await expect(beds.getByText('Mean')).toBeVisible();
  await expect(beds.getByText('8', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'form-results-summary');
  await expectNoSeriousA11yViolations(page, 'form summary');

  // A saved chart of one question.
  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page).toHaveURL(/view=charts/);
  await page.getByRole('button', { name: 'Add chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a chart' });
  await dialog.getByRole('textbox', { name: 'Question' }).click();
  await page.getByRole('option', { name: 'Which zone is the clinic in?', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Which zone is the clinic in?');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Clinics by zone');
  await dialog.getByRole('button', { name: 'Save chart' }).click();
  await expect(dialog).toBeHidden();
  const saved = page
    .getByRole('list', { name: 'Saved charts' })
    .getByRole('listitem')
    .filter({ hasText: 'Clinics by zone' });
  await expect(saved.getByRole('heading', { name: 'Clinics by zone' })).toBeVisible();
  await expect(saved.getByRole('img').first()).toBeVisible();
  // A repeated group's question, listed under its repeat and counted per entry.
  await page.getByRole('button', { name: 'Add chart' }).click();
  await dialog.getByRole('textbox', { name: 'Question' }).click();
  await expect(page.getByText('Each entry of Wards')).toBeVisible();
  await page.getByRole('option', { name: 'Kind of ward', exact: true }).click();
  await expect(dialog.getByText('Counted per entry of Wards')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save chart' }).click();
  await expect(dialog).toBeHidden();
  const perWard = page
    .getByRole('list', { name: 'Saved charts' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Kind of ward' }) });
  await expect(perWard.getByText(/counted per entry of Wards/)).toBeVisible();
  await expect(perWard.getByRole('img').first()).toBeVisible();
  await screenshot(page, 'form-results-charts');
  await expectNoSeriousA11yViolations(page, 'form charts');

  // The cross-tab: zone by open, counts then row percentages, then only the northern clinics.
  await page.getByRole('tab', { name: 'Cross-tab' }).click();
  await expect(page).toHaveURL(/view=cross-tab/);
  await page.getByRole('textbox', { name: 'Rows' }).click();
  await page.getByRole('option', { name: 'Which zone is the clinic in?', exact: true }).click();
  await page.getByRole('textbox', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Was the clinic open?', exact: true }).click();
  const table = page.getByRole('table', {
    name: /Which zone is the clinic in\? by Was the clinic open\?: counts of 3 responses/,
  });
  await expect(table).toBeVisible();
  const north = table.getByRole('row', { name: /^North/ });
  await expect(north.getByRole('cell')).toHaveText(['1', '1', '2']);
  await page.getByText('Row %', { exact: true }).click();
  await expect(
    page
      .getByRole('table', { name: /row % of 3 responses/ })
      .getByRole('row', { name: /^North/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(/^50\s%$/);
  await page.getByRole('textbox', { name: 'Only responses where' }).click();
  await page.getByRole('option', { name: 'Which zone is the clinic in?', exact: true }).click();
  await page.getByRole('textbox', { name: 'Answer is' }).click();
  await page.getByRole('option', { name: 'North', exact: true }).click();
  await expect(page.getByRole('table', { name: /row % of 2 responses/ })).toBeVisible();
  await screenshot(page, 'form-results-cross-tab');

  // Each ward by its clinic's zone: counted per entry (the filter keeps the northern clinics' wards).
  await page.getByRole('textbox', { name: 'Rows' }).click();
  await page.getByRole('option', { name: 'Kind of ward', exact: true }).click();
  await page.getByRole('textbox', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Which zone is the clinic in?', exact: true }).click();
  await page.getByText('Counts', { exact: true }).click();
  const wardTable = page.getByRole('table', {
    name: /Kind of ward by Which zone.*: counts of 2 entries of Wards/,
  });
  await expect(wardTable).toBeVisible();
  await expect(wardTable.getByRole('row', { name: /^General/ }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '1',
  ]);
  await expect(page.getByText(/Counted per entry of Wards/)).toBeVisible();
  await screenshot(page, 'form-results-cross-tab-entries');
  await expectNoSeriousA11yViolations(page, 'form cross-tab');
});
