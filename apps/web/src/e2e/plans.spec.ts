// Plans as shareable items: the Federal Ministry of Health creates a plan with two outcomes and an indicator, shares only one
// outcome with the Federal Ministry of Works; Works accepts and sees that outcome with its indicator through the
// plan's shared part (children-with-access), never the plan's other outcome.
import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expectNoSeriousA11yViolations, login, screenshot } from './helpers';

test('a ministry shares one outcome of its plan; the other ministry sees that outcome and its indicator only', async ({
  page,
  baseURL,
  browser,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const planName = `Water for every ward ${run}`;
  const sharedOutcome = `Boreholes work all year ${run}`;
  const privateOutcome = `Budget reallocations ${run}`;
  const indicatorName = `Share of boreholes working ${run}`;

  // A stakeholder role of the health ministry to give on the outcome.
  const signIn = await request.post('/api/v1/auth/login/', {
    data: { username: 'fmhealth', password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = (await signIn.json()) as {
    token: string;
    organisations: { public_id: string; is_personal: boolean }[];
  };
  const headers = {
    authorization: `Bearer ${session.token}`,
    'x-organization-id': session.organisations.find((o) => !o.is_personal)!.public_id,
  };
  const roleName = `Outcome reader ${run}`;
  const role = await request.post('/api/v1/users/roles/', {
    headers,
    data: { name: roleName, role_type: 'stakeholder', permissions: [] },
  });
  expect(role.ok(), await role.text()).toBe(true);

  await acceptCookies(page, baseURL!);
  await login(page, 'fmhealth', DEMO_PASSWORD);
  await page.goto('/mda/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Health Sector Strategic Plan 2026-2030' })).toBeVisible();
  await screenshot(page, 'plans-list');
  await expectNoSeriousA11yViolations(page, 'plans list');

  // The plan, from the list.
  await page.getByRole('button', { name: 'New plan' }).click();
  const planForm = page.getByRole('dialog', { name: 'New plan' });
  await planForm.getByLabel('Name').fill(planName);
  await planForm.getByLabel('Start year').fill('2026');
  await planForm.getByLabel('End year').fill('2030');
  await planForm.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await expect(page.getByText('No outcomes yet')).toBeVisible();
  const planUrl = new URL(page.url());
  expect(planUrl.pathname).toMatch(/^\/mda\/plans\/[0-9a-f-]{36}$/);

  // Two outcomes, an indicator on the first.
  for (const title of [sharedOutcome, privateOutcome]) {
    await page.getByRole('button', { name: 'Add outcome', exact: true }).first().click();
    const outcomeForm = page.getByRole('dialog', { name: 'New outcome' });
    await outcomeForm.getByLabel('Outcome').fill(title);
    await outcomeForm.getByRole('button', { name: 'Add outcome' }).click();
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  const shared = page.getByRole('region', { name: sharedOutcome });
  await shared.getByRole('button', { name: `Add indicator to ${sharedOutcome}` }).click();
  const indicatorForm = page.getByRole('dialog', { name: 'New indicator' });
  await indicatorForm.getByLabel('What is measured').fill(indicatorName);
  await indicatorForm.getByLabel('Unit').fill('%');
  await indicatorForm.getByLabel('Baseline', { exact: true }).fill('40');
  await indicatorForm.getByLabel('Target', { exact: true }).fill('90');
  await indicatorForm.getByLabel('Current value').fill('65');
  await indicatorForm.getByRole('button', { name: 'Add indicator' }).click();
  await expect(shared.getByRole('progressbar', { name: `Progress of ${indicatorName}` })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await screenshot(page, 'plan-detail');
  await expectNoSeriousA11yViolations(page, 'plan page');

  // Share only the first outcome with the Federal Ministry of Works.
  await shared.getByRole('button', { name: `Share outcome “${sharedOutcome}”` }).click();
  const share = page.getByRole('dialog', { name: `Share “${sharedOutcome}”` });
  await share.getByLabel('Person, organisation or e-mail address').fill('Federal Ministry of Works');
  await share.getByRole('button', { name: 'Federal Ministry of Works · organisation' }).click();
  await share.getByRole('textbox', { name: 'Role on this item' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await share.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('1 stakeholder invited.')).toBeVisible();
  await expect(share.getByText('Waiting for an answer')).toBeVisible();

  // Works accepts, then finds the plan's shared part.
  const context = await browser.newContext({ baseURL });
  const works = await context.newPage();
  await acceptCookies(works, baseURL!);
  await login(works, 'fmworks', DEMO_PASSWORD);
  await works.goto('/invites');
  const invite = works.locator('.mantine-Card-root').filter({ hasText: sharedOutcome });
  await invite.getByRole('button', { name: 'Accept' }).click();
  await expect(
    works
      .locator('.mantine-Card-root')
      .filter({ hasText: sharedOutcome })
      .getByRole('button', { name: 'Accept' }),
  ).toHaveCount(0);

  await works.goto(`/mda/plans?query=${encodeURIComponent(run)}`);
  const card = works.getByRole('listitem').filter({ hasText: planName });
  await expect(card.getByText('Partly shared with you')).toBeVisible();
  await card.getByRole('link', { name: planName }).click();
  await works.waitForURL(`**${planUrl.pathname}/children`);
  await expect(works.getByText('Shared with you from the plan')).toBeVisible();
  const seen = works.getByRole('region', { name: sharedOutcome });
  await expect(seen.getByRole('listitem', { name: `Indicator: ${indicatorName}` })).toBeVisible();
  await expect(seen.getByRole('progressbar', { name: `Progress of ${indicatorName}` })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(works.getByText(privateOutcome)).toHaveCount(0);
  // A reader's role: no edit buttons.
  await expect(seen.getByRole('button', { name: `Edit outcome ${sharedOutcome}` })).toHaveCount(0);
  await screenshot(works, 'plan-children');
  await expectNoSeriousA11yViolations(works, 'plan shared part');

  // The whole plan stays closed to them.
  await works.goto(planUrl.pathname);
  await expect(works.getByText('This plan is not available')).toBeVisible();
  await context.close();
});
