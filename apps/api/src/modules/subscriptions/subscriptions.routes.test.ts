import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  activeSubscriptionSchema,
  billingActionResultSchema,
  subscriptionHistorySchema,
  verifyResultSchema,
  type ActiveSubscription,
  type BillingActionResult,
  type VerifyResult,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import {
  billingPayments,
  billingPlans,
  memberships,
  organizations,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createTestRole, createTestStaff } from '../../test/collaboration-factories.js';
import { createTestUser, type TestUser } from '../../test/factories.js';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { pdfText } from '../../test/pdf-text.js';
import { RENEWAL_JOB } from './subscriptions.service.js';

const DAY = 86_400_000;

describe('subscriptions and billing (fake Paystack)', () => {
  let t: TestApp;
  let fake: FakePaystack;
  let proId: string;
  let freeId: string;
  let businessId: string;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({
      rateLimits: false,
      billing: {
        paystack: { secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs: 700 },
        graceDays: 7,
      },
    });
    const plans = await t.app.db.select().from(billingPlans);
    proId = plans.find((plan) => plan.code === 'pro')!.id;
    freeId = plans.find((plan) => plan.code === 'free')!.id;
    // A dearer plan for upgrades (plans are data).
    const [business] = await t.app.db
      .insert(billingPlans)
      .values({
        code: 'business',
        name: 'Business',
        monthlyPriceKobo: 6_000_000,
        yearlyPriceKobo: 60_000_000,
        maxSubUsers: 200,
        isPro: true,
        features: ['Up to 200 staff'],
        sortOrder: 2,
      })
      .returning();
    businessId = business!.id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });
  const active = async (owner: TestUser): Promise<ActiveSubscription> => {
    const response = await call('GET', '/subscriptions/active/', owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    return activeSubscriptionSchema.parse(response.json());
  };
  const webhook = (event: string, data: object, signature?: 'valid' | 'wrong' | 'none') => {
    const { payload, headers } = fake.webhook(event, data, signature);
    return t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/webhook/', headers, payload });
  };
  const runRenewals = async (now: Date) => {
    await t.app.jobs.send(RENEWAL_JOB, { now: now.toISOString() });
    await t.runJobs([RENEWAL_JOB]);
  };
  const subscriptionOf = async (owner: TestUser) =>
    (
      await t.app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, owner.organization.id))
    )[0]!;
  const organizationOf = async (owner: TestUser) =>
    (await t.app.db.select().from(organizations).where(eq(organizations.id, owner.organization.id)))[0]!;
  const addChart = (owner: TestUser, dashboardId: string, name: string) =>
    call('POST', '/dashboards/visualizations/', owner.headers, {
      dashboard_id: dashboardId,
      name,
      visualization_type: 'bar',
      group_by: 'status',
    });

  /** Starts Pro through the hosted checkout page as a browser would, and verifies the return. */
  async function subscribe(owner: TestUser, planId = proId, interval: 'monthly' | 'yearly' = 'monthly') {
    const started = await call('POST', '/subscriptions/', owner.headers, { plan_id: planId, interval });
    expect(started.statusCode, started.body).toBe(201);
    const body = billingActionResultSchema.parse(started.json());
    const page = await fetch(body.checkout_url!);
    expect(await page.text()).toContain('Pay with test card');
    const paid = await fetch(`${body.checkout_url}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card: 'success' }),
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/settings/subscription');
    expect(back.searchParams.get('reference')).toBe(body.reference);
    const verified = await call('POST', '/subscriptions/verify/', owner.headers, {
      reference: back.searchParams.get('reference'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { started: body, verified: verifyResultSchema.parse(verified.json()) };
  }

  it('counts pending staff invitations in the usage, since each holds a seat until answered', async () => {
    const owner = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Mines' });
    const roleId = (await createTestRole(t, owner, [P.EDIT_PROJECT], 'Editor')).id;
    const invited = await call('POST', '/users/staff/add-sub-users/', owner.headers, {
      users: [
        { email: 'ngozi.mines@example.test', role_id: roleId },
        { email: 'musa.mines@example.test', role_id: roleId },
      ],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await active(owner)).usage).toEqual({ staff: 0, read_only_staff: 0, invited_staff: 2 });
    // Another organisation's usage counts none of them.
    const other = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Steel' });
    expect((await active(other)).usage.invited_staff).toBe(0);
  });

  describe('paying for Pro', () => {
    it('starts on Free, gates Pro features, pays through the checkout, unlocks them, and verifies once', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY', displayName: 'Ministry of Power' });
      const before = await active(owner);
      expect(before).toMatchObject({
        plan: { code: 'free', max_sub_users: 5 },
        subscription: null,
        is_pro_user: false,
        billing_configured: true,
        usage: { staff: 0, read_only_staff: 0, invited_staff: 0 },
      });
      expect(before.options).toContainEqual({
        plan_public_id: proId,
        interval: 'monthly',
        action: 'subscribe',
        amount_now_kobo: 2_500_000,
        blocked_reason: null,
      });
      expect(before.options).toContainEqual({
        plan_public_id: proId,
        interval: 'yearly',
        action: 'subscribe',
        amount_now_kobo: 25_000_000,
        blocked_reason: null,
      });

      // Gated before paying: a fourth chart on a dashboard is Pro.
      const dashboard = await call('POST', '/dashboards/', owner.headers, { name: 'Power' });
      const dashboardId = dashboard.json<{ id: string }>().id;
      for (const name of ['One', 'Two', 'Three'])
        expect((await addChart(owner, dashboardId, name)).statusCode).toBe(201);
      const refused = await addChart(owner, dashboardId, 'Four');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'upgrade_required',
        feature: 'dashboard_charts',
        upgrade_url: '/settings/subscription',
      });
      expect(refused.json<{ detail: string }>().detail).toContain('Settings > Subscription');

      const { started, verified } = await subscribe(owner);
      expect(started).toMatchObject({ status: 'checkout', amount_kobo: 2_500_000 });
      expect(fake.transactions.get(started.reference!)).toMatchObject({ amount: 2_500_000, currency: 'NGN' });
      expect(verified).toMatchObject({
        status: 'success',
        payment: { status: 'success', amount_kobo: 2_500_000, vat_kobo: 174_419, purpose: 'start' },
      });
      expect(verified.payment.invoice_number).toMatch(/^INV-\d{6}$/);
      expect(verified.subscription).toMatchObject({
        status: 'active',
        interval: 'monthly',
        plan: { code: 'pro' },
        card: { last4: '4081', brand: 'visa' },
      });
      const start = new Date(verified.subscription!.current_period_start);
      const end = new Date(verified.subscription!.current_period_end);
      expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);

      const after = await active(owner);
      expect(after).toMatchObject({ plan: { code: 'pro' }, is_pro_user: true, max_sub_users: 50 });
      expect((await addChart(owner, dashboardId, 'Four')).statusCode).toBe(201);

      // Verifying again (a reload of the return page) changes nothing.
      const again = verifyResultSchema.parse(
        (
          await call('POST', '/subscriptions/verify/', owner.headers, { reference: started.reference })
        ).json(),
      );
      expect(again.payment.invoice_number).toBe(verified.payment.invoice_number);
      expect(
        await t.app.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.organizationId, owner.organization.id)),
      ).toHaveLength(1);
      const events = await t.app.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.organizationId, owner.organization.id));
      expect(events.map((event) => [event.event, event.toStatus, event.paymentReference])).toEqual([
        ['started', 'active', started.reference],
      ]);

      // Starting again is refused: upgrade or downgrade instead.
      expect((await call('POST', '/subscriptions/', owner.headers, { plan_id: proId })).statusCode).toBe(400);

      // The history lists the payment with its invoice; the invoice PDF reads back.
      const history = subscriptionHistorySchema.parse(
        (await call('GET', '/subscriptions/', owner.headers)).json(),
      );
      expect(history.count).toBe(1);
      expect(history.subscriptions).toHaveLength(1);
      const invoiceUrl = history.results[0]!.invoice_url!;
      const pdf = await call('GET', invoiceUrl, owner.headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`${verified.payment.invoice_number}.pdf`);
      const text = await pdfText(pdf.rawPayload);
      for (const expected of [
        verified.payment.invoice_number!,
        'Ministry of Power',
        'Pro (monthly)',
        'NGN 25,000.00',
        'NGN 1,744.19',
        'NGN 23,255.81',
        started.reference!,
        start.toISOString().slice(0, 10),
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('numbers invoices without gaps across organisations of the tenant, and a declined card gives none', async () => {
      const first = await createTestUser(t, { accountType: 'AGENCY' });
      const second = await createTestUser(t, { accountType: 'AGENCY' });
      const declined = await createTestUser(t, { accountType: 'AGENCY' });

      const a = await subscribe(first);
      const bad = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/', declined.headers, { plan_id: proId })).json(),
      );
      fake.pay(bad.reference!, 'declined');
      const failed = verifyResultSchema.parse(
        (await call('POST', '/subscriptions/verify/', declined.headers, { reference: bad.reference })).json(),
      );
      expect(failed).toMatchObject({
        status: 'failed',
        subscription: null,
        payment: { status: 'failed', invoice_number: null, invoice_url: null },
      });
      expect((await active(declined)).is_pro_user).toBe(false);
      const b = await subscribe(second, proId, 'yearly');
      expect(b.verified.payment.amount_kobo).toBe(25_000_000);
      const number = (value: string | null) => Number(value!.slice(4));
      expect(number(b.verified.payment.invoice_number)).toBe(number(a.verified.payment.invoice_number) + 1);
    });

    it('never keeps two payments for one start: a second paid checkout is refunded', async () => {
      const owner = await createTestUser(t, { accountType: 'AGENCY' });
      const first = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/', owner.headers, { plan_id: proId })).json(),
      );
      const second = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/', owner.headers, { plan_id: proId })).json(),
      );
      fake.pay(first.reference!);
      fake.pay(second.reference!);
      expect(
        (
          await call('POST', '/subscriptions/verify/', owner.headers, { reference: first.reference })
        ).json<VerifyResult>().payment.status,
      ).toBe('success');
      const twice = verifyResultSchema.parse(
        (await call('POST', '/subscriptions/verify/', owner.headers, { reference: second.reference })).json(),
      );
      expect(twice.payment).toMatchObject({ status: 'refunded', invoice_number: null });
      expect(fake.refunds).toContainEqual({ transaction: second.reference, amount: null });
      expect(
        await t.app.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.organizationId, owner.organization.id)),
      ).toHaveLength(1);
    });

    it('refuses bad input with the field, and the Free plan needs no payment', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY' });
      const badPlan = await call('POST', '/subscriptions/', owner.headers, { plan_id: 'pro' });
      expect(badPlan.statusCode).toBe(400);
      expect(badPlan.json()).toHaveProperty('plan_id');
      const badInterval = await call('POST', '/subscriptions/', owner.headers, {
        plan_id: proId,
        interval: 'weekly',
      });
      expect(badInterval.json()).toHaveProperty('interval');
      const free = await call('POST', '/subscriptions/', owner.headers, { plan_id: freeId });
      expect(free.statusCode).toBe(400);
      expect(free.json<{ plan_id: string[] }>().plan_id[0]).toContain('no payment');
      const unknown = await call('POST', '/subscriptions/', owner.headers, {
        plan_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.json()).toEqual({ plan_id: ['No such plan.'] });
      const badReference = await call('POST', '/subscriptions/verify/', owner.headers, {
        reference: 'a b<script>',
      });
      expect(badReference.statusCode).toBe(400);
      expect(badReference.json()).toHaveProperty('reference');
      expect(
        (await call('POST', '/subscriptions/verify/', owner.headers, { reference: 'OVS-unknown' }))
          .statusCode,
      ).toBe(404);
      expect((await call('POST', '/subscriptions/retry/', owner.headers, {})).statusCode).toBe(400);
      expect((await call('POST', '/subscriptions/downgrade/', owner.headers, {})).json()).toHaveProperty(
        'plan_id',
      );
      expect((await call('POST', '/subscriptions/change-card/', owner.headers, {})).statusCode).toBe(400);
    });
  });

  describe('who may see and change billing', () => {
    it('owners and "Manage billing" only; nobody reads another organisation\'s payments or invoices', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY' });
      const { started, verified } = await subscribe(owner);
      const billingStaff = await createTestStaff(t, owner, [P.MANAGE_BILLING]);
      const otherStaff = await createTestStaff(t, owner, [P.MANAGE_SYSTEM_STAKEHOLDERS]);
      const outsider = await createTestUser(t, { accountType: 'MINISTRY' });
      const citizen = await createTestUser(t);

      expect((await call('GET', '/subscriptions/active/')).statusCode).toBe(401);
      expect((await call('GET', '/subscriptions/active/', billingStaff.headers)).statusCode).toBe(200);
      for (const [method, url] of [
        ['GET', '/subscriptions/'],
        ['GET', '/subscriptions/active/'],
        ['POST', '/subscriptions/upgrade/'],
        ['GET', verified.payment.invoice_url!],
      ] as const) {
        expect(
          (
            await call(
              method,
              url,
              otherStaff.headers,
              method === 'POST' ? { plan_id: businessId } : undefined,
            )
          ).statusCode,
          url,
        ).toBe(403);
      }
      expect((await call('GET', '/subscriptions/active/', citizen.headers)).statusCode).toBe(403);
      // Another organisation's owner: its own (empty) billing, never this one's.
      expect(
        (await call('POST', '/subscriptions/verify/', outsider.headers, { reference: started.reference }))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', verified.payment.invoice_url!, outsider.headers)).statusCode).toBe(404);
      expect(
        subscriptionHistorySchema.parse((await call('GET', '/subscriptions/', outsider.headers)).json())
          .count,
      ).toBe(0);
    });
  });

  describe('webhook', () => {
    it('settles a paid checkout by a signed event once; a replay, a wrong or missing signature change nothing', async () => {
      const owner = await createTestUser(t, { accountType: 'AGENCY' });
      const started = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/', owner.headers, { plan_id: proId })).json(),
      );
      const paid = fake.pay(started.reference!);
      const data = {
        reference: paid.reference,
        status: 'success',
        amount: paid.amount,
        currency: 'NGN',
        paid_at: paid.paidAt,
        authorization: paid.authorization,
        customer: { email: paid.email },
      };

      const unsigned = await webhook('charge.success', data, 'none');
      expect(unsigned.statusCode).toBe(401);
      expect((await webhook('charge.success', data, 'wrong')).statusCode).toBe(401);
      expect((await active(owner)).is_pro_user).toBe(false);

      const good = await webhook('charge.success', data);
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json<{ detail: string }>().detail).toContain('paid');
      const afterFirst = await active(owner);
      expect(afterFirst).toMatchObject({ is_pro_user: true, subscription: { status: 'active' } });
      const [payment] = await t.app.db
        .select()
        .from(billingPayments)
        .where(eq(billingPayments.reference, started.reference!));

      const replay = await webhook('charge.success', data);
      expect(replay.statusCode).toBe(200);
      expect(replay.json<{ detail: string }>().detail).toBe('Already received.');
      const [sameAfterReplay] = await t.app.db
        .select()
        .from(billingPayments)
        .where(eq(billingPayments.reference, started.reference!));
      expect(sameAfterReplay!.invoiceNumber).toBe(payment!.invoiceNumber);
      // The browser's verify afterwards agrees and changes nothing either.
      const verified = verifyResultSchema.parse(
        (
          await call('POST', '/subscriptions/verify/', owner.headers, { reference: started.reference })
        ).json(),
      );
      expect(verified.payment.invoice_number).toMatch(/INV-/);
      expect(
        await t.app.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.organizationId, owner.organization.id)),
      ).toHaveLength(1);

      // An event claiming success for a charge Paystack does not know is checked with Paystack and ignored.
      const forged = await webhook('charge.success', { ...data, reference: 'OVS-not-paid' });
      expect(forged.json<{ detail: string }>().detail).toContain('unverified');
    });
  });

  describe('upgrade, downgrade, cancel, card change', () => {
    it('upgrades now for the prorated difference on the saved card', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY' });
      await subscribe(owner);
      const sub = await subscriptionOf(owner);
      // 15 of 30 days left (moved in time): (6,000,000 − 2,500,000) × 15 / 30 = 1,750,000 kobo.
      const now = Date.now();
      await t.app.db
        .update(subscriptions)
        .set({
          currentPeriodStart: new Date(now - 15 * DAY),
          currentPeriodEnd: new Date(now + 15 * DAY - 60_000),
        })
        .where(eq(subscriptions.id, sub.id));
      const quote = (await active(owner)).options.find((option) => option.plan_public_id === businessId)!;
      expect(quote).toMatchObject({ action: 'upgrade', amount_now_kobo: 1_750_000 });

      const upgraded = await call('POST', '/subscriptions/upgrade/', owner.headers, { plan_id: businessId });
      expect(upgraded.statusCode, upgraded.body).toBe(200);
      expect(upgraded.json()).toMatchObject({
        status: 'paid',
        amount_kobo: 1_750_000,
        subscription: { plan: { code: 'business' } },
      });
      const charge = [...fake.transactions.values()].find(
        (tx) => tx.reference === upgraded.json<BillingActionResult>().reference,
      )!;
      expect(charge).toMatchObject({ amount: 1_750_000, status: 'success' });
      expect(await active(owner)).toMatchObject({ max_sub_users: 200, is_pro_user: true });
      // Not dearer: refused with the field.
      const sideways = await call('POST', '/subscriptions/upgrade/', owner.headers, { plan_id: proId });
      expect(sideways.statusCode).toBe(400);
      expect(sideways.json<{ plan_id: string[] }>().plan_id[0]).toContain('downgrade');
    });

    it('refuses a downgrade while staff exceed the smaller plan, listing them; schedules it otherwise; cancels and undoes', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY', maxSubUsers: 50 });
      await subscribe(owner);
      const staff = [];
      for (let i = 0; i < 6; i += 1) staff.push(await createTestStaff(t, owner, [P.CREATE_EDIT_PROJECT]));
      const refused = await call('POST', '/subscriptions/downgrade/', owner.headers, { plan_id: freeId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain(
        'Free allows 5 staff and this organisation has 6. Remove 1',
      );
      expect(refused.json<{ staff: string[] }>().staff).toHaveLength(6);
      expect(refused.json<{ staff: string[] }>().staff[0]).toContain(staff[0]!.user.email);
      expect(
        (await active(owner)).options.find((option) => option.plan_public_id === freeId)?.blocked_reason,
      ).toContain('6 staff');

      // Cancelling is allowed: at the end of the period the organisation is on Free and staff 6 is read-only.
      const cancelled = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/downgrade/', owner.headers, { cancel: true })).json(),
      );
      expect(cancelled).toMatchObject({
        status: 'scheduled',
        subscription: { cancel_at_period_end: true, next_renewal: null },
      });
      expect((await active(owner)).notice?.message).toContain('ends on');
      const undone = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/downgrade/', owner.headers, { plan_id: proId })).json(),
      );
      expect(undone.subscription).toMatchObject({ cancel_at_period_end: false });
      await call('POST', '/subscriptions/downgrade/', owner.headers, { cancel: true });

      const sub = await subscriptionOf(owner);
      await runRenewals(new Date(sub.currentPeriodEnd.getTime() + 60_000));
      expect(await subscriptionOf(owner)).toMatchObject({ status: 'cancelled' });
      expect(await active(owner)).toMatchObject({
        plan: { code: 'free' },
        is_pro_user: false,
        max_sub_users: 5,
        usage: { staff: 6, read_only_staff: 1 },
      });
      const readOnly = (
        await t.app.db.select().from(memberships).where(eq(memberships.organizationId, owner.organization.id))
      ).filter((row) => row.readOnlySince);
      expect(readOnly).toHaveLength(1);
      const member = staff.find((person) => person.user.id === readOnly[0]!.userId)!;
      // The read-only member can still sign in and read, but not create a project.
      expect((await call('GET', '/projects/organization-projects/', member.headers)).statusCode).toBe(200);
      const write = await call('POST', '/projects/create-project/', member.headers, {
        name: 'Should not be created',
        code: 'X1',
      });
      expect(write.statusCode).toBe(403);
      const writer = staff.find((person) => person !== member)!;
      expect(
        (await call('POST', '/projects/create-project/', writer.headers, { name: 'Allowed', code: 'X2' }))
          .statusCode,
      ).not.toBe(403);
      const names = (
        await t.app.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, sub.id))
      ).map((event) => event.event);
      expect(names).toEqual(['started', 'cancel_scheduled', 'change_undone', 'cancel_scheduled', 'ended']);
    });

    it('changes the card with a refunded check charge, and keeps downgrades for the end of the period', async () => {
      const owner = await createTestUser(t, { accountType: 'AGENCY' });
      await subscribe(owner, businessId);
      const changing = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/change-card/', owner.headers, {})).json(),
      );
      expect(changing).toMatchObject({ status: 'checkout', amount_kobo: 5000 });
      fake.pay(changing.reference!);
      const verified = verifyResultSchema.parse(
        (
          await call('POST', '/subscriptions/verify/', owner.headers, { reference: changing.reference })
        ).json(),
      );
      expect(verified).toMatchObject({
        status: 'success',
        payment: { purpose: 'change_card', status: 'refunded', invoice_number: null },
      });
      expect(verified.detail).toContain('Card changed');
      expect(fake.refunds).toContainEqual({ transaction: changing.reference, amount: null });
      expect((await subscriptionOf(owner)).authorizationCode).toBe(
        fake.transactions.get(changing.reference!)!.authorization!.authorization_code,
      );

      const down = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/downgrade/', owner.headers, { plan_id: proId })).json(),
      );
      expect(down).toMatchObject({
        status: 'scheduled',
        subscription: { plan: { code: 'business' }, renews_on_plan: { code: 'pro' } },
      });
      const sub = await subscriptionOf(owner);
      await runRenewals(new Date(sub.currentPeriodEnd.getTime() + 60_000));
      const renewed = await subscriptionOf(owner);
      expect(renewed).toMatchObject({ status: 'active', planId: proId, pendingPlanId: null });
      const [renewal] = await t.app.db
        .select()
        .from(billingPayments)
        .where(
          eq(
            billingPayments.reference,
            `REN-${sub.id.slice(0, 8)}-${sub.currentPeriodEnd.toISOString().slice(0, 10).replaceAll('-', '')}-1`,
          ),
        );
      expect(renewal).toMatchObject({ amountKobo: 2_500_000, status: 'success' });
    });
  });

  describe('renewals (the daily job, time moved)', () => {
    it('renews, then fails on a declined card, retries on schedule and by hand, and drops to Free after the grace period', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY', maxSubUsers: 50 });
      await subscribe(owner);
      const first = await subscriptionOf(owner);
      const mails = t.outbox().length;

      // Due: charged with the saved card, the period moves on, a receipt is mailed.
      const t1 = new Date(first.currentPeriodEnd.getTime() + 60_000);
      await runRenewals(t1);
      const renewed = await subscriptionOf(owner);
      expect(renewed.currentPeriodStart.getTime()).toBe(first.currentPeriodEnd.getTime());
      expect(renewed.status).toBe('active');
      // Running again the same day charges nothing more.
      await runRenewals(t1);
      expect(
        (
          await t.app.db
            .select()
            .from(billingPayments)
            .where(eq(billingPayments.organizationId, owner.organization.id))
        ).filter((p) => p.purpose === 'renewal'),
      ).toHaveLength(1);
      await t.runJobs();
      expect(
        t
          .outbox()
          .slice(mails)
          .some((mail) => mail.subject.startsWith('Receipt INV-')),
      ).toBe(true);

      // The card is now declined: past due, retried after 1 day, then 2, a failure e-mail each time.
      fake.declineCard(renewed.authorizationCode!);
      const t2 = new Date(renewed.currentPeriodEnd.getTime() + 60_000);
      await runRenewals(t2);
      let sub = await subscriptionOf(owner);
      expect(sub).toMatchObject({ status: 'past_due', failedAttempts: 1 });
      expect(sub.nextRetryAt!.getTime()).toBe(t2.getTime() + DAY);
      expect(sub.graceEndsAt!.getTime()).toBe(renewed.currentPeriodEnd.getTime() + 7 * DAY);
      const state = await active(owner);
      expect(state.notice).toMatchObject({ level: 'danger' });
      expect(state.notice!.message).toContain('renewal payment failed');
      expect(state.is_pro_user).toBe(true);
      await t.runJobs();
      expect(t.outbox().some((mail) => mail.subject.startsWith('Action needed'))).toBe(true);

      await runRenewals(new Date(t2.getTime() + DAY / 2));
      expect((await subscriptionOf(owner)).failedAttempts).toBe(1);
      await runRenewals(new Date(t2.getTime() + DAY + 60_000));
      sub = await subscriptionOf(owner);
      expect(sub.failedAttempts).toBe(2);

      const retried = await call('POST', '/subscriptions/retry/', owner.headers, {});
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ status: 'failed', amount_kobo: 2_500_000 });
      expect(retried.json<{ detail: string }>().detail).toContain('Declined');
      expect((await subscriptionOf(owner)).failedAttempts).toBe(3);

      // Upgrading is refused while a renewal is unpaid.
      expect(
        (await call('POST', '/subscriptions/upgrade/', owner.headers, { plan_id: businessId })).statusCode,
      ).toBe(400);

      await runRenewals(new Date(sub.graceEndsAt!.getTime() + 60_000));
      expect(await subscriptionOf(owner)).toMatchObject({ status: 'expired' });
      expect(await organizationOf(owner)).toMatchObject({ isProUser: false, maxSubUsers: 5 });
      const events = await t.app.db
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, sub.id));
      expect(events.map((event) => event.event)).toEqual([
        'started',
        'renewed',
        'renewal_failed',
        'renewal_failed',
        'renewal_failed',
        'expired',
      ]);
      expect(events.at(-1)!.cause).toContain('grace period ended unpaid');
      expect(events[2]!.cause).toContain('Declined');
    });

    it('pays a failed renewal with a new card through change-card', async () => {
      const owner = await createTestUser(t, { accountType: 'AGENCY' });
      await subscribe(owner);
      const sub = await subscriptionOf(owner);
      fake.declineCard(sub.authorizationCode!);
      await runRenewals(new Date(sub.currentPeriodEnd.getTime() + 60_000));
      expect((await subscriptionOf(owner)).status).toBe('past_due');
      const checkout = billingActionResultSchema.parse(
        (await call('POST', '/subscriptions/change-card/', owner.headers, {})).json(),
      );
      expect(checkout.amount_kobo).toBe(2_500_000);
      fake.pay(checkout.reference!);
      const verified = verifyResultSchema.parse(
        (
          await call('POST', '/subscriptions/verify/', owner.headers, { reference: checkout.reference })
        ).json(),
      );
      expect(verified).toMatchObject({
        status: 'success',
        payment: { purpose: 'renewal' },
        subscription: { status: 'active', failed_attempts: 0 },
      });
      expect(new Date(verified.subscription!.current_period_start).getTime()).toBe(
        sub.currentPeriodEnd.getTime(),
      );
    });

    it('a provider that does not answer: 504, nothing charged twice, the job settles it later', async () => {
      const owner = await createTestUser(t, { accountType: 'MINISTRY' });
      await subscribe(owner);
      fake.hang(true);
      try {
        const upgraded = await call('POST', '/subscriptions/upgrade/', owner.headers, {
          plan_id: businessId,
        });
        expect(upgraded.statusCode).toBe(504);
        expect(upgraded.json()).toMatchObject({ code: 'payment_provider_unavailable' });
      } finally {
        fake.hang(false);
      }
      const [pending] = (
        await t.app.db
          .select()
          .from(billingPayments)
          .where(eq(billingPayments.organizationId, owner.organization.id))
      ).filter((p) => p.purpose === 'upgrade');
      expect(pending!.status).toBe('pending');
      await runRenewals(new Date(Date.now() + 2 * 60 * 60 * 1000));
      const [after] = await t.app.db
        .select()
        .from(billingPayments)
        .where(eq(billingPayments.id, pending!.id));
      expect(after!.status).toBe('abandoned');
      expect((await subscriptionOf(owner)).planId).toBe(proId);
    });
  });

  describe('without a payment provider', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await createTestApp({ rateLimits: false, billing: { paystack: undefined, graceDays: 7 } });
    });
    afterAll(async () => bare.close());

    it('says billing is not configured, and Free works', async () => {
      const owner = await createTestUser(bare, { accountType: 'MINISTRY' });
      const state = await bare.app.inject({
        method: 'GET',
        url: '/api/v1/subscriptions/active/',
        headers: owner.headers,
      });
      expect(state.json()).toMatchObject({
        billing_configured: false,
        plan: { code: 'free' },
        subscription: null,
      });
      const start = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: owner.headers,
        payload: { plan_id: proId },
      });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toMatchObject({ code: 'billing_not_configured' });
      expect(start.json<{ detail: string }>().detail).toContain('Free plan keeps working');
      // Words for users; the setting's name is for the operator (docs/configuration.md, the server's log).
      expect(start.json<{ detail: string }>().detail).toContain('ask its administrator');
      expect(start.body).not.toMatch(/[A-Z]+_[A-Z_]+/);
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/webhook/',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
    });
  });
});
