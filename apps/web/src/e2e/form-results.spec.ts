// Issue 13 journey (results part): the Federal Ministry of Works opens a form's results: summary cards counted by the
// summary job on the server.
import { expect, test } from '@playwright/test';
import { apiSession, expectNoSeriousA11yViolations, screenshot, sessionHeaders, signedInPage } from './helpers';

test("a ministry sees a form's summary cards counted from its responses", async ({ browser, baseURL, request }) => {
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
        { name: 'zone', text: 'Which zone is the clinic in?', question_type: 'radio', required: true, options: [{ label: 'North' }, { label: 'South' }] },
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
    { zone: 'north', open: 'yes', nurses: 4 },
    { zone: 'north', open: 'no', nurses: 0 },
    { zone: 'south', open: 'yes', nurses: 6 },
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
  const zone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Which zone is the clinic in?' }) });
  await expect(zone.getByText('3 of 3 responses answered')).toBeVisible();
  await expect(zone.getByRole('img', { name: /Which zone is the clinic in\?/ })).toBeVisible();
  const nurses = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nurses on duty' }) });
  await expect(nurses.getByText('Mean')).toBeVisible();
  await expect(nurses.getByText('3.33')).toBeVisible();
  await screenshot(page, 'form-results-summary');
  await expectNoSeriousA11yViolations(page, 'form summary');
});
