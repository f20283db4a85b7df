// Journey: the Federal Ministry of Works builds a form with skip logic, publishes it and shares it with the
// general public; an anonymous visitor on a phone answers it once online and once offline (the page reloaded with no
// network, the answer kept on the device and sent when the network returns); the ministry sees both responses.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, expectNoSeriousA11yViolations, screenshot, signedInPage, VIEWPORTS } from './helpers';

async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByLabel(label, { exact: true }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a ministry builds a form with skip logic and shares it publicly; a phone answers online and offline; the ministry sees both', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const formName = `Water point check ${run}`;

  // The builder: a yes/no question, a follow-up shown only for "No", a count.
  const admin = await signedInPage(browser, baseURL!, 'fmworks');
  await admin.goto('/forms/create');
  await admin.getByLabel('Form name').fill(formName);
  await admin.getByLabel('Question', { exact: true }).first().fill('Is the water point working?');
  await choose(admin, 'Question type', 'Yes / no');
  await admin.getByRole('button', { name: 'Add question', exact: true }).first().click();
  await admin.getByLabel('Question', { exact: true }).nth(1).fill('Why is it not working?');
  await choose(admin, 'Question type', 'Paragraph', 1);
  const followUp = admin.getByRole('group', { name: 'Show this question only when…' }).nth(1);
  await followUp.getByRole('button', { name: 'Add a condition' }).click();
  await choose(admin, 'Condition 1: question', 'Is the water point working?');
  await choose(admin, 'Condition 1: value', 'No');
  await expect(followUp.getByText("${is_the_water_point_working} = 'no'")).toBeVisible();
  await admin.getByRole('button', { name: 'Add question', exact: true }).first().click();
  await admin.getByLabel('Question', { exact: true }).nth(2).fill('How many people use it each day?');
  await choose(admin, 'Question type', 'Whole number', 2);
  await screenshot(admin, 'forms-builder');
  await expectNoSeriousA11yViolations(admin, 'form builder');
  await admin.getByRole('button', { name: 'Save form' }).click();

  // Saved as a draft form with three questions: publish it and share it with the general public.
  await expect(admin).toHaveURL(/\/forms\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: formName })).toBeVisible();
  const formId = admin.url().split('/').pop()!;
  await admin.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('Published', { exact: true })).toBeVisible();
  await admin.getByRole('button', { name: 'Invite stakeholders' }).click();
  const share = admin.getByRole('dialog');
  await share.getByLabel('Or an access group').click();
  await admin.getByRole('option', { name: 'General public' }).click();
  await share.getByLabel('Role on this item').click();
  await admin.getByRole('option', { name: 'Form respondent' }).click();
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(share.getByRole('button', { name: 'Stop sharing with General public' })).toBeVisible();
  await admin.keyboard.press('Escape');

  // An anonymous visitor on a phone opens the link and answers "No": the follow-up appears.
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const phone = await context.newPage();
  await acceptCookies(phone, baseURL!);
  await phone.goto(`/forms/${formId}/respond`);
  await expect(phone.getByRole('heading', { name: formName })).toBeVisible();
  await expect(phone.getByLabel('Why is it not working?')).toHaveCount(0);
  await phone.getByRole('radio', { name: 'No' }).check();
  await phone.getByLabel('Why is it not working?').fill('The pump handle is broken.');
  await phone.getByLabel('How many people use it each day?').fill('340');
  await screenshot(phone, 'forms-respond-phone');
  await expectNoSeriousA11yViolations(phone, 'respond page');
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByText('Thank you, your response was sent.')).toBeVisible();

  // Offline: the service worker serves the page again with no network; the answer waits on the device.
  await phone.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  await phone.reload();
  await expect
    .poll(() => phone.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);
  await context.setOffline(true);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: formName })).toBeVisible();
  await phone.getByRole('radio', { name: 'Yes' }).check();
  await expect(phone.getByLabel('Why is it not working?')).toHaveCount(0);
  await phone.getByLabel('How many people use it each day?').fill('120');
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByText('Saved on this device.')).toBeVisible();
  await expect(phone.getByText(/1 response waiting to be sent/)).toBeVisible();
  await screenshot(phone, 'forms-respond-offline');
  await context.setOffline(false);
  await expect(phone.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 20_000 });
  await context.close();

  // The ministry sees both responses in the table, the follow-up only on the "No" one.
  await admin.goto(`/forms/${formId}?tab=responses`);
  await expect(admin.getByText(/^2 responses/)).toBeVisible();
  const table = admin.getByRole('table');
  await expect(table.getByRole('cell', { name: 'The pump handle is broken.' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '120', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Anonymous' })).toHaveCount(2);
  await screenshot(admin, 'forms-responses');
  await expectNoSeriousA11yViolations(admin, 'responses tab');
});
