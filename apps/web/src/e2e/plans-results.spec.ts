// Journey: the Federal Ministry of Health names its plan levels, builds a plan with a pillar, an outcome under
// it, an activity and two indicators: one entered by hand each quarter, one measured from a form. It answers the form,
// sees the measured actual and the status update, and exports the tracking table (the demo Ministry of Health is on Pro).
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  elapsedShare,
  INDICATOR_STATUS_LABELS,
  progressOf,
  statusOf,
} from '@oversight/shared/plans/indicator-values';
import {
  apiSession,
  expectNoSeriousA11yViolations,
  screenshot,
  sessionHeaders,
  signedInPage,
  VIEWPORTS,
} from './helpers';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The indicator page's row of one period, as text. */
const periodRow = (page: Page, period: string) =>
  page
    .getByRole('table', { name: 'Targets and actuals per period' })
    .getByRole('row', { name: new RegExp(`^${period}`) });

/** The status the rule gives a yearly indicator of this year today (it depends on how much of the year has passed). */
function expectedStatus(year: number, target: number, actual: number) {
  const progress = progressOf({ direction: 'increase', aggregation: 'sum', baseline: null, target, actual });
  const status = statusOf(
    progress,
    'increase',
    elapsedShare(`${year}-01-01`, `${year + 1}-01-01`, new Date()),
  );
  return INDICATOR_STATUS_LABELS[status!];
}

test('a ministry sets levels, builds a plan with an activity and two indicators, one measured by a form it answers, and asks to export it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(480_000);
  const run = Date.now().toString(36);
  const year = new Date().getFullYear();
  const planName = `Safer births ${run}`;
  const pillar = `Healthy mothers ${run}`;
  const outcomeTitle = `Fewer mothers die in childbirth ${run}`;
  const byHand = `Births attended by skilled staff ${run}`;
  const fromForm = `Clinic visits made ${run}`;
  const formName = `Clinic visit report ${run}`;

  // A published form of the ministry with a yes/no and a number question (the forms journey builds one by hand).
  const session = await apiSession(request, 'fmhealth');
  const headers = sessionHeaders(session);
  const created = await request.post('/api/v1/surveys/', {
    headers,
    data: {
      name: formName,
      sections: [
        {
          name: 'Visit',
          questions: [
            {
              name: 'visited',
              text: 'Did the team visit the clinic?',
              question_type: 'yes-no',
              required: true,
            },
            { name: 'mothers', text: 'Mothers seen', question_type: 'integer' },
          ],
        },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const formId = ((await created.json()) as { id: string }).id;
  expect((await request.post(`/api/v1/surveys/${formId}/publish/`, { headers })).ok()).toBe(true);

  const page = await signedInPage(browser, baseURL!, 'fmhealth');
  try {
    // 1. Plan settings: the levels, top first.
    await page.goto('/mda/plans/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan settings' })).toBeVisible();
    for (const [index, level] of ['Pillar', 'Outcome', 'Output'].entries()) {
      await page.getByRole('button', { name: 'Add a level' }).click();
      await page.getByRole('textbox', { name: `Level ${index + 1}`, exact: true }).fill(level);
    }
    await page.getByRole('button', { name: 'Save levels' }).click();
    await expect(page.getByText('Plan levels saved')).toBeVisible();
    await screenshot(page, 'plan-settings');
    await expectNoSeriousA11yViolations(page, 'plan settings');

    // 2. The plan, a pillar and an outcome under it.
    await page.goto('/mda/plans');
    await page.getByRole('button', { name: 'New plan' }).click();
    const planForm = page.getByRole('dialog', { name: 'New plan' });
    await planForm.getByLabel('Name').fill(planName);
    await planForm.getByLabel('Start year').fill(String(year));
    await planForm.getByLabel('End year').fill(String(year + 4));
    await planForm.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
    await expect(page.getByText('Levels: Pillar › Outcome › Output')).toBeVisible();
    const planPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Add pillar' }).first().click();
    const pillarForm = page.getByRole('dialog', { name: 'New pillar' });
    await pillarForm.getByLabel('Pillar').fill(pillar);
    await pillarForm.getByRole('button', { name: 'Add pillar' }).click();
    await expect(page.getByRole('region', { name: pillar })).toBeVisible();
    await page.getByRole('button', { name: `More actions for ${pillar}` }).click();
    await page.getByRole('menuitem', { name: 'Add outcome under it' }).click();
    const outcomeForm = page.getByRole('dialog', { name: 'New outcome' });
    await outcomeForm.getByLabel('Outcome').fill(outcomeTitle);
    await outcomeForm.getByRole('button', { name: 'Add outcome' }).click();
    const outcome = page.getByRole('region', { name: outcomeTitle });
    await expect(outcome).toBeVisible();

    // 3. An activity under the outcome.
    await page.getByRole('button', { name: `More actions for ${outcomeTitle}` }).click();
    await page.getByRole('menuitem', { name: 'Add activity' }).click();
    const activityForm = page.getByRole('dialog', { name: 'New activity' });
    await activityForm.getByLabel(/^Activity/).fill('Train 2,000 midwives');
    await activityForm.getByLabel('Budget (₦)').fill('1500000');
    await choose(page, activityForm, 'Status', 'In progress');
    await activityForm.getByRole('button', { name: 'Add activity' }).click();
    await expect(outcome.getByRole('listitem', { name: 'Activity: Train 2,000 midwives' })).toContainText(
      'Budget ₦1.50M',
    );

    // 4. An indicator entered by hand each quarter: a target of 100 a quarter, summed.
    await outcome.getByRole('button', { name: `Add indicator to ${outcomeTitle}` }).click();
    const indicatorForm = page.getByRole('dialog', { name: 'New indicator' });
    await indicatorForm.getByLabel('What is measured').fill(byHand);
    await indicatorForm.getByLabel('Unit', { exact: true }).fill('births');
    await choose(page, indicatorForm, 'Periods add up as', 'Sum of the periods (cumulative)');
    for (const quarter of [1, 2, 3, 4]) {
      await indicatorForm.getByRole('button', { name: 'Add a target' }).click();
      await indicatorForm
        .getByRole('textbox', { name: `Period ${quarter}`, exact: true })
        .fill(`${year}-Q${quarter}`);
      await indicatorForm.getByRole('textbox', { name: `Target ${quarter}`, exact: true }).fill('100');
    }
    await indicatorForm.getByRole('button', { name: 'Add indicator' }).click();
    await expect(indicatorForm).toBeHidden();
    const handItem = outcome.getByRole('listitem', { name: `Indicator: ${byHand}` });
    await expect(handItem.getByText('No status yet')).toBeVisible();

    // Its page: an actual for each quarter, each with its note.
    await handItem.getByRole('link', { name: byHand }).click();
    await expect(page.getByRole('heading', { level: 1, name: byHand })).toBeVisible();
    for (const [quarter, actual] of [
      [1, '90'],
      [2, '100'],
      [3, '110'],
      [4, '60'],
    ] as const) {
      await page.getByRole('button', { name: 'Enter actual' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter actual' });
      await dialog.getByLabel('Period').fill(`${year}-Q${quarter}`);
      await dialog.getByLabel('Actual (births)').fill(actual);
      await dialog.getByLabel('Note').fill(`Quarter ${quarter} from the clinics' registers.`);
      await dialog.getByRole('button', { name: 'Save actual' }).click();
      await expect(dialog).toBeHidden();
      await expect(periodRow(page, `${year}-Q${quarter}`)).toContainText(`100${actual}Entered`);
    }
    await expect(
      page
        .getByRole('table', { name: 'Targets and actuals per period' })
        .getByRole('row', { name: /^Total/ }),
    ).toContainText('400360');
    await expect(page.getByText("Quarter 4 from the clinics' registers.")).toBeVisible();
    await expect(page.getByText(`Actual ${year}-Q4: 60`)).toBeVisible();
    await expect(page.getByText('90%', { exact: true })).toBeVisible();
    await screenshot(page, 'plan-indicator');
    await expectNoSeriousA11yViolations(page, 'indicator page');

    // 5. An indicator measured by the form: responses counted per year, 3 expected this year.
    await page.goto(planPath);
    await outcome.getByRole('button', { name: `Add indicator to ${outcomeTitle}` }).click();
    await indicatorForm.getByLabel('What is measured').fill(fromForm);
    await choose(page, indicatorForm, 'Reporting frequency', 'Yearly');
    await indicatorForm.getByRole('button', { name: 'Add a target' }).click();
    await indicatorForm.getByRole('textbox', { name: 'Period 1', exact: true }).fill(String(year));
    await indicatorForm.getByRole('textbox', { name: 'Target 1', exact: true }).fill('3');
    await indicatorForm.getByRole('button', { name: 'Add indicator' }).click();
    await expect(indicatorForm).toBeHidden();
    await outcome
      .getByRole('listitem', { name: `Indicator: ${fromForm}` })
      .getByRole('link', { name: fromForm })
      .click();
    await page.getByRole('button', { name: 'Measure from a form' }).click();
    const measure = page.getByRole('dialog', { name: 'Measure from a form' });
    await choose(page, measure, 'Form', formName);
    await choose(page, measure, 'Aggregation', 'Number of responses');
    await choose(page, measure, 'Only responses where', 'Did the team visit the clinic?');
    await choose(page, measure, 'is', 'Yes');
    await measure.getByRole('button', { name: 'Measure from this form' }).click();
    await expect(measure).toBeHidden();
    await expect(page.getByText(`Measured from the form “${formName}”`)).toBeVisible();
    await expect(
      page.getByText('Number of responses, where visited is yes, per period by submission date.'),
    ).toBeVisible();
    const indicatorPath = new URL(page.url()).pathname;

    // 6. The form answered twice (yes), once "no" (not counted), at /forms/{id}/respond.
    for (const visited of ['Yes', 'No', 'Yes']) {
      await page.goto(`/forms/${formId}/respond`);
      await expect(page.getByRole('heading', { name: formName })).toBeVisible();
      await page.getByRole('radio', { name: visited }).check();
      await page.getByLabel('Mothers seen').fill('12');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Thank you, your response was sent.')).toBeVisible();
    }

    // 7. The actual fills in from the answers (counted when asked), and the status follows.
    await page.goto(indicatorPath);
    await page.getByRole('button', { name: 'Count the answers now' }).click();
    await expect
      .poll(
        async () => {
          await page.reload();
          return (
            (await periodRow(page, String(year))
              .textContent({ timeout: 5_000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe(`${year}32Form`);
    const formStatus = expectedStatus(year, 3, 2);
    await expect(page.getByText(formStatus, { exact: true })).toBeVisible();
    await expect(page.getByText('Counted from the form').first()).toBeVisible();

    // 8. The plan's tree: both indicators with their status; the tracking table exported.
    await page.goto(planPath);
    await expect(outcome.getByRole('listitem', { name: `Indicator: ${fromForm}` })).toContainText(formStatus);
    await expect(outcome.getByRole('listitem', { name: `Indicator: ${fromForm}` })).toContainText(
      `From “${formName}”`,
    );
    await expect(outcome.getByRole('listitem', { name: `Indicator: ${byHand}` })).toContainText('On track');
    await expect(
      page.getByRole('img', {
        name: new RegExp(`Targets and actuals of ${byHand}: ${year}-Q1: target 100, actual 90`),
      }),
    ).toBeVisible();
    await page.getByLabel('Search this plan').fill('clinic visits');
    await expect(page.getByRole('listitem', { name: `Indicator: ${byHand}` })).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: `Indicator: ${fromForm}` })).toBeVisible();
    await page.getByLabel('Search this plan').fill('');
    await screenshot(page, 'plan-tree');
    await expectNoSeriousA11yViolations(page, 'plan tree');

    // The actions row stays on at most two lines on a phone.
    await page.setViewportSize(VIEWPORTS.phone);
    const actions = [
      page.getByRole('button', { name: 'Add pillar' }),
      page.getByRole('button', { name: 'Export' }),
      page.getByRole('button', { name: 'More plan actions' }),
    ];
    // Measured once the layout has settled at the new width (a measure taken mid-resize saw three rows).
    const rows = async () =>
      new Set(
        await Promise.all(actions.map(async (button) => Math.round((await button.first().boundingBox())!.y))),
      ).size;
    await expect.poll(rows).toBeLessThanOrEqual(2);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The tracking table as a spreadsheet (exports are a Pro feature; the demo ministry is on Pro): both indicators with
    // their targets and actuals.
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Spreadsheet (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const cells = workbook.worksheets.flatMap((sheet) =>
      sheet
        .getSheetValues()
        .flatMap((row) =>
          Array.isArray(row)
            ? row.map((cell: unknown) =>
                typeof cell === 'string' || typeof cell === 'number' ? String(cell) : '',
              )
            : [],
        ),
    );
    for (const text of [planName, outcomeTitle, byHand, fromForm])
      expect(
        cells.some((cell) => cell.includes(text)),
        text,
      ).toBe(true);
  } finally {
    // Other journeys expect the demo ministry without levels.
    await request.patch('/api/v1/users/organizations/update-plan-levels/', {
      headers,
      data: { plan_levels: [] },
    });
    await page.context().close();
  }
});
