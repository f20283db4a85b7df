import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export const FAKE_PAYSTACK_SECRET = 'sk_test_oversight_fake_paystack_secret_key';

type FakeTransaction = {
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  gatewayResponse: string | null;
  paidAt: string | null;
  authorization: Record<string, unknown> | null;
};

export type FakePaystack = {
  url: string;
  transactions: Map<string, FakeTransaction>;
  refunds: { transaction: string; amount: number | null }[];
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** Makes every saved-card charge of this authorisation code fail as "Declined" (an expired or blocked card). */
  declineCard: (authorizationCode: string) => void;
  /** While on, charge_authorization and verify never answer (the client's timeout must end the wait). */
  hang: (on: boolean) => void;
  /** A webhook body and its headers, signed with the secret key unless `signature` says otherwise. */
  webhook: (
    event: string,
    data: object,
    signature?: 'valid' | 'wrong' | 'none',
  ) => { payload: string; headers: Record<string, string> };
  /** Pays a pending checkout as the customer would on the hosted page (card 'success' or 'declined'). */
  pay: (reference: string, card?: 'success' | 'declined') => FakeTransaction;
  close: () => Promise<void>;
};

/** What the client posts (Paystack's field names); amounts may come as numbers or digit strings. */
const requestBodySchema = z.looseObject({
  email: z.string().optional(),
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.string().optional(),
  reference: z.string().optional(),
  callback_url: z.string().optional(),
  metadata: z.unknown().optional(),
  authorization_code: z.string().optional(),
  transaction: z.string().optional(),
  name: z.string().optional(),
  interval: z.string().optional(),
  customer: z.string().optional(),
  plan: z.string().optional(),
  code: z.string().optional(),
  token: z.string().optional(),
});

const json = (response: ServerResponse, status: number, body: object) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for Paystack on 127.0.0.1 speaking the documented protocol the client uses: bearer secret key,
 * `{status, message, data}` answers, amounts in kobo, /transaction/initialize (unique references), a hosted checkout
 * page at the authorization_url (a good card and a declined card), /transaction/verify/:reference,
 * /transaction/charge_authorization, /refund, /plan, /subscription(/disable), and signed webhooks
 * (x-paystack-signature: hex HMAC-SHA512 of the raw body). Optionally posts charge.success to `webhookUrl`.
 */
export async function startFakePaystack(
  options: { port?: number; webhookUrl?: string; secret?: string } = {},
): Promise<FakePaystack> {
  const secret = options.secret ?? FAKE_PAYSTACK_SECRET;
  const transactions = new Map<string, FakeTransaction>();
  const byAccessCode = new Map<string, string>();
  const declined = new Set<string>();
  const refunds: FakePaystack['refunds'] = [];
  const requests: FakePaystack['requests'] = [];
  const hanging = new Set<ServerResponse>();
  let hangOn = false;
  let baseUrl = '';

  const sign = (payload: string) => createHmac('sha512', secret).update(payload).digest('hex');

  const transactionData = (t: FakeTransaction) => ({
    id: Number.parseInt(t.accessCode.slice(0, 6), 36),
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    gateway_response: t.gatewayResponse,
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: t.currency,
    metadata: t.metadata,
    customer: { email: t.email, customer_code: `CUS_${t.email.length}fake` },
    authorization: t.authorization,
  });

  function newAuthorization(card: 'success' | 'declined') {
    const code = `AUTH_${randomBytes(5).toString('hex')}`;
    if (card === 'declined') declined.add(code);
    return {
      authorization_code: code,
      bin: '408408',
      last4: card === 'success' ? '4081' : '0002',
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: 'visa',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
    };
  }

  function webhook(event: string, data: object, signature: 'valid' | 'wrong' | 'none' = 'valid') {
    const payload = JSON.stringify({ event, data });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature === 'valid') headers['x-paystack-signature'] = sign(payload);
    if (signature === 'wrong')
      headers['x-paystack-signature'] = createHmac('sha512', 'not-the-secret').update(payload).digest('hex');
    return { payload, headers };
  }

  function pay(reference: string, card: 'success' | 'declined' = 'success') {
    const t = transactions.get(reference);
    if (!t) throw new Error(`No transaction ${reference}`);
    if (t.status !== 'pending') return t;
    if (card === 'success') {
      Object.assign(t, {
        status: 'success',
        gatewayResponse: 'Successful',
        paidAt: new Date().toISOString(),
        authorization: newAuthorization('success'),
      });
      if (options.webhookUrl) {
        const { payload, headers } = webhook('charge.success', transactionData(t));
        fetch(options.webhookUrl, { method: 'POST', headers, body: payload }).catch(() => undefined);
      }
    } else {
      Object.assign(t, {
        status: 'failed',
        gatewayResponse: 'Declined',
        authorization: newAuthorization('declined'),
      });
    }
    return t;
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
    });

    // The hosted checkout page (no API key: the customer's browser opens it).
    const checkout = /^\/checkout\/([A-Za-z0-9]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const reference = byAccessCode.get(checkout[1]!);
      const t = reference ? transactions.get(reference) : undefined;
      if (!t)
        return response
          .writeHead(404, { 'content-type': 'text/plain' })
          .end('This payment page has expired.');
      if (request.method === 'POST' && checkout[2]) {
        const form = new URLSearchParams(await readBody(request));
        pay(t.reference, form.get('card') === 'declined' ? 'declined' : 'success');
        const back = new URL(t.callbackUrl ?? 'about:blank');
        back.searchParams.set('trxref', t.reference);
        back.searchParams.set('reference', t.reference);
        return response.writeHead(302, { location: back.toString() }).end();
      }
      const naira = `₦${(t.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paystack test checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>Test checkout</h1><p>Pay <strong>${escapeHtml(naira)}</strong> to Oversight as ${escapeHtml(t.email)}.</p>
<form method="post" action="/checkout/${t.accessCode}/pay"><input type="hidden" name="card" value="success"><button type="submit">Pay with test card 4084 0840 8408 4081</button></form>
<form method="post" action="/checkout/${t.accessCode}/pay" style="margin-top:1rem"><input type="hidden" name="card" value="declined"><button type="submit">Pay with a card that is declined</button></form>
</main></body></html>`);
    }

    if (request.headers.authorization !== `Bearer ${secret}`)
      return json(response, 401, { status: false, message: 'Invalid key' });
    const raw = request.method === 'POST' ? await readBody(request) : '';
    let sent: unknown;
    try {
      sent = raw ? JSON.parse(raw) : {};
    } catch {
      return json(response, 400, { status: false, message: 'Invalid JSON' });
    }
    const parsed = requestBodySchema.safeParse(sent);
    if (!parsed.success) return json(response, 400, { status: false, message: 'Invalid request body' });
    const body = parsed.data;
    const amountOf = (value: number | string | undefined) =>
      value !== undefined && /^\d+$/.test(String(value)) ? Number(value) : NaN;

    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const amount = amountOf(body.amount);
      if (!body.email || !Number.isSafeInteger(amount) || amount <= 0)
        return json(response, 400, { status: false, message: 'Invalid amount or email' });
      const reference = body.reference ?? randomBytes(6).toString('hex');
      if (transactions.has(reference))
        return json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(6).toString('hex');
      transactions.set(reference, {
        reference,
        accessCode,
        email: body.email,
        amount,
        currency: body.currency ?? 'NGN',
        callbackUrl: body.callback_url ?? null,
        metadata: body.metadata ?? null,
        status: 'pending',
        gatewayResponse: null,
        paidAt: null,
        authorization: null,
      });
      byAccessCode.set(accessCode, reference);
      return json(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${baseUrl}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }

    if (
      hangOn &&
      (url.pathname.startsWith('/transaction/verify/') ||
        url.pathname === '/transaction/charge_authorization')
    ) {
      hanging.add(response);
      return;
    }

    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return json(response, 400, { status: false, message: 'Transaction reference not found' });
      return json(response, 200, {
        status: true,
        message: 'Verification successful',
        data: transactionData(t),
      });
    }

    if (request.method === 'POST' && url.pathname === '/transaction/charge_authorization') {
      const amount = amountOf(body.amount);
      const code = body.authorization_code ?? '';
      if (!code.startsWith('AUTH_') || !Number.isSafeInteger(amount) || amount <= 0 || !body.email)
        return json(response, 400, { status: false, message: 'Invalid authorization or amount' });
      const reference = body.reference ?? randomBytes(6).toString('hex');
      if (transactions.has(reference))
        return json(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const ok = !declined.has(code);
      const t: FakeTransaction = {
        reference,
        accessCode: randomBytes(6).toString('hex'),
        email: body.email,
        amount,
        currency: body.currency ?? 'NGN',
        callbackUrl: null,
        metadata: body.metadata ?? null,
        status: ok ? 'success' : 'failed',
        gatewayResponse: ok ? 'Approved' : 'Declined',
        paidAt: ok ? new Date().toISOString() : null,
        authorization: {
          authorization_code: code,
          last4: ok ? '4081' : '0002',
          exp_month: '12',
          exp_year: '2030',
          brand: 'visa',
          card_type: 'visa',
          reusable: true,
        },
      };
      transactions.set(reference, t);
      return json(response, 200, { status: true, message: 'Charge attempted', data: transactionData(t) });
    }

    if (request.method === 'POST' && url.pathname === '/refund') {
      const t = transactions.get(body.transaction ?? '');
      if (!t || t.status !== 'success')
        return json(response, 400, { status: false, message: 'Transaction not found or not refundable' });
      const amount = body.amount === undefined ? null : amountOf(body.amount);
      if (amount !== null && (!Number.isSafeInteger(amount) || amount > t.amount))
        return json(response, 400, {
          status: false,
          message: 'Refund amount cannot be more than the transaction amount',
        });
      refunds.push({ transaction: t.reference, amount });
      return json(response, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { transaction: { reference: t.reference }, amount: amount ?? t.amount, status: 'pending' },
      });
    }

    if (request.method === 'POST' && url.pathname === '/plan') {
      if (
        !body.name ||
        !Number.isSafeInteger(amountOf(body.amount)) ||
        !['daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'].includes(body.interval ?? '')
      )
        return json(response, 400, { status: false, message: 'Invalid plan' });
      return json(response, 201, {
        status: true,
        message: 'Plan created',
        data: {
          name: body.name,
          amount: amountOf(body.amount),
          interval: body.interval,
          plan_code: `PLN_${randomBytes(5).toString('hex')}`,
        },
      });
    }
    if (request.method === 'POST' && url.pathname === '/subscription') {
      if (!body.customer || !(body.plan ?? '').startsWith('PLN_'))
        return json(response, 400, { status: false, message: 'Invalid customer or plan' });
      return json(response, 200, {
        status: true,
        message: 'Subscription successfully created',
        data: {
          subscription_code: `SUB_${randomBytes(5).toString('hex')}`,
          email_token: randomBytes(5).toString('hex'),
          status: 'active',
        },
      });
    }
    if (request.method === 'POST' && url.pathname === '/subscription/disable') {
      if (!(body.code ?? '').startsWith('SUB_') || !body.token)
        return json(response, 400, { status: false, message: 'Subscription not found' });
      return json(response, 200, { status: true, message: 'Subscription disabled successfully' });
    }
    return json(response, 404, { status: false, message: 'Not found' });
  };
  const server: Server = createServer((request, response) => {
    void handle(request, response);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    transactions,
    refunds,
    requests,
    declineCard: (code) => declined.add(code),
    hang: (on) => {
      hangOn = on;
      if (!on) for (const response of hanging) response.destroy();
      if (!on) hanging.clear();
    },
    webhook,
    pay,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
