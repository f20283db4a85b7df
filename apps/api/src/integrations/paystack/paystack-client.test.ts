import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { PaymentProviderError } from '../payment-provider.js';
import { PaystackClient } from './paystack-client.js';

describe('PaystackClient against the fake Paystack', () => {
  let fake: FakePaystack;
  let client: PaystackClient;
  beforeAll(async () => {
    fake = await startFakePaystack();
    // A loaded machine answers the first request slowly: only the timeout test uses a short timeout.
    client = new PaystackClient({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs: 10_000 });
  });
  afterAll(async () => fake.close());

  it('initialises a checkout with kobo and the bearer key, and verifies what the customer did', async () => {
    const checkout = await client.initializeCheckout({
      email: 'pay@example.ng',
      amountKobo: 2_500_000,
      reference: 'OVS-client-1',
      callbackUrl: 'http://localhost/back',
      metadata: { a: '1' },
    });
    expect(checkout.checkoutUrl).toBe(`${fake.url}/checkout/${checkout.accessCode}`);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      authorization: `Bearer ${FAKE_PAYSTACK_SECRET}`,
    });
    expect(await client.verify('OVS-client-1')).toMatchObject({
      status: 'pending',
      amountKobo: 2_500_000,
      card: null,
    });
    fake.pay('OVS-client-1');
    const paid = await client.verify('OVS-client-1');
    expect(paid).toMatchObject({
      status: 'success',
      amountKobo: 2_500_000,
      currency: 'NGN',
      customerEmail: 'pay@example.ng',
      card: { last4: '4081', brand: 'visa', expiry: '12/2030', reusable: true },
    });
    expect(await client.verify('OVS-nobody')).toBeNull();
    // A reference is used once.
    await expect(
      client.initializeCheckout({
        email: 'pay@example.ng',
        amountKobo: 100,
        reference: 'OVS-client-1',
        callbackUrl: 'http://x',
        metadata: {},
      }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 400 });
    // Money is whole kobo: a fraction never leaves this process.
    await expect(
      client.initializeCheckout({
        email: 'pay@example.ng',
        amountKobo: 10.5,
        reference: 'OVS-client-2',
        callbackUrl: 'http://x',
        metadata: {},
      }),
    ).rejects.toThrow('whole kobo');
  });

  it('charges a saved card (declined is a failed charge, not an error), refunds, and manages plans and subscriptions', async () => {
    fake.pay(
      (
        await client.initializeCheckout({
          email: 'card@example.ng',
          amountKobo: 5000,
          reference: 'OVS-client-3',
          callbackUrl: 'http://x',
          metadata: {},
        })
      ).reference,
    );
    const card = (await client.verify('OVS-client-3'))!.card!;
    expect(
      await client.chargeSavedCard({
        email: 'card@example.ng',
        amountKobo: 700,
        authorizationCode: card.authorizationCode,
        reference: 'REN-client-1',
        metadata: {},
      }),
    ).toMatchObject({ status: 'success', amountKobo: 700 });
    fake.declineCard(card.authorizationCode);
    expect(
      await client.chargeSavedCard({
        email: 'card@example.ng',
        amountKobo: 700,
        authorizationCode: card.authorizationCode,
        reference: 'REN-client-2',
        metadata: {},
      }),
    ).toMatchObject({ status: 'failed', gatewayResponse: 'Declined' });

    expect(await client.refund({ reference: 'OVS-client-3', reason: 'Card check' })).toEqual({
      status: 'pending',
    });
    await expect(
      client.refund({ reference: 'OVS-client-3', amountKobo: 999_999, reason: 'too much' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);

    const { planCode } = await client.createPlan({ name: 'Pro', amountKobo: 2_500_000, interval: 'monthly' });
    expect(planCode).toMatch(/^PLN_/);
    const subscription = await client.createSubscription({
      customer: 'card@example.ng',
      planCode,
      authorizationCode: card.authorizationCode,
    });
    expect(subscription.subscriptionCode).toMatch(/^SUB_/);
    await expect(
      client.disableSubscription({
        subscriptionCode: subscription.subscriptionCode,
        emailToken: subscription.emailToken,
      }),
    ).resolves.toBeUndefined();
  });

  it('reports a timeout, a wrong key and an unreachable server as provider errors', async () => {
    fake.hang(true);
    try {
      const impatient = new PaystackClient({
        secretKey: FAKE_PAYSTACK_SECRET,
        baseUrl: fake.url,
        timeoutMs: 400,
      });
      await expect(impatient.verify('OVS-client-1')).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      fake.hang(false);
    }
    const wrongKey = new PaystackClient({ secretKey: 'sk_test_wrong', baseUrl: fake.url, timeoutMs: 10_000 });
    await expect(
      wrongKey.createPlan({ name: 'X', amountKobo: 100, interval: 'monthly' }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 401 });
    const nowhere = new PaystackClient({
      secretKey: FAKE_PAYSTACK_SECRET,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 400,
    });
    await expect(nowhere.verify('x')).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('checks webhook signatures: HMAC-SHA512 of the exact raw body with the secret key', () => {
    const { payload, headers } = fake.webhook('charge.success', {
      reference: 'OVS-client-1',
      status: 'success',
      amount: 2_500_000,
      currency: 'NGN',
    });
    const raw = Buffer.from(payload);
    expect(client.verifyWebhookSignature(raw, headers)).toBe(true);
    expect(headers['x-paystack-signature']).toBe(
      createHmac('sha512', FAKE_PAYSTACK_SECRET).update(payload).digest('hex'),
    );
    // One changed byte, a wrong key, a missing or malformed header: refused.
    expect(client.verifyWebhookSignature(Buffer.from(payload.replace('2500000', '2500001')), headers)).toBe(
      false,
    );
    expect(client.verifyWebhookSignature(raw, fake.webhook('charge.success', {}, 'wrong').headers)).toBe(
      false,
    );
    expect(client.verifyWebhookSignature(raw, {})).toBe(false);
    expect(client.verifyWebhookSignature(raw, { 'x-paystack-signature': 'abc' })).toBe(false);
    expect(client.parseWebhook(raw)).toMatchObject({
      type: 'charge.success',
      reference: 'OVS-client-1',
      charge: { amountKobo: 2_500_000 },
    });
    expect(
      client.parseWebhook(
        Buffer.from(JSON.stringify({ event: 'subscription.disable', data: { subscription_code: 'SUB_1' } })),
      ),
    ).toEqual({ type: 'subscription.disable', reference: 'SUB_1', subscriptionCode: 'SUB_1' });
  });
});
