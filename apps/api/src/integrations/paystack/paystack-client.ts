import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderEvent,
  type SavedCard,
} from '../payment-provider.js';

/**
 * Paystack's REST API (https://paystack.com/docs/api/): JSON over HTTPS with `Authorization: Bearer <secret key>`;
 * every answer is `{status: boolean, message, data}`; amounts are integers in kobo. Webhooks are signed with
 * `x-paystack-signature` = hex HMAC-SHA512 of the raw body keyed with the same secret key.
 */
export type PaystackConfig = { secretKey: string; baseUrl: string; timeoutMs: number };

type PaystackAuthorization = {
  authorization_code?: string;
  last4?: string;
  exp_month?: string;
  exp_year?: string;
  brand?: string;
  card_type?: string;
  reusable?: boolean;
};

type PaystackTransaction = {
  // Read defensively (String, Number): the JSON of a webhook is not checked against a schema.
  reference: string | number;
  status: string;
  amount: number | string;
  currency?: string;
  paid_at?: string | null;
  paidAt?: string | null;
  gateway_response?: string | null;
  customer?: { email?: string };
  authorization?: PaystackAuthorization | null;
};

/** The fields of a webhook's `data` read here (Paystack's JSON: strings, and a numeric id). */
type WebhookData = {
  subscription_code?: string;
  transaction_reference?: string;
  reference?: string;
  transaction?: { reference?: string };
  id?: number | string;
};

type Envelope<T> = { status: boolean; message?: string; data: T };

export class PaystackClient implements PaymentProvider {
  readonly name = 'paystack';

  constructor(private readonly config: PaystackConfig) {}

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ httpStatus: number; envelope: Envelope<T> }> {
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new PaymentProviderError(
        timedOut ? 'Paystack did not answer in time.' : 'Paystack could not be reached.',
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new PaymentProviderError(
        `Paystack answered ${response.status} without JSON.`,
        'rejected',
        response.status,
      );
    }
    return { httpStatus: response.status, envelope };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const { httpStatus, envelope } = await this.request<T>(method, path, body);
    if (httpStatus >= 400 || !envelope.status) {
      throw new PaymentProviderError(
        `Paystack refused ${path.split('/').slice(0, 3).join('/')}: ${envelope.message ?? httpStatus}`,
        'rejected',
        httpStatus,
      );
    }
    return envelope.data;
  }

  async initializeCheckout(input: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }) {
    assertKobo(input.amountKobo);
    const data = await this.call<{ authorization_url: string; access_code: string; reference: string }>(
      'POST',
      '/transaction/initialize',
      {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      },
    );
    return { checkoutUrl: data.authorization_url, accessCode: data.access_code, reference: data.reference };
  }

  async verify(reference: string): Promise<ProviderCharge | null> {
    const { httpStatus, envelope } = await this.request<PaystackTransaction>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    // An unknown reference: 400/404 with status false ("Transaction reference not found").
    if ((httpStatus === 400 || httpStatus === 404) && !envelope.status) return null;
    if (httpStatus >= 400 || !envelope.status)
      throw new PaymentProviderError(
        `Paystack refused the verification: ${envelope.message}`,
        'rejected',
        httpStatus,
      );
    return toCharge(envelope.data);
  }

  async chargeSavedCard(input: {
    email: string;
    amountKobo: number;
    authorizationCode: string;
    reference: string;
    metadata: Record<string, string>;
  }) {
    assertKobo(input.amountKobo);
    const data = await this.call<PaystackTransaction>('POST', '/transaction/charge_authorization', {
      email: input.email,
      amount: input.amountKobo,
      currency: 'NGN',
      authorization_code: input.authorizationCode,
      reference: input.reference,
      metadata: input.metadata,
    });
    return toCharge(data);
  }

  async refund(input: { reference: string; amountKobo?: number; reason: string }) {
    if (input.amountKobo !== undefined) assertKobo(input.amountKobo);
    const data = await this.call<{ status: string }>('POST', '/refund', {
      transaction: input.reference,
      ...(input.amountKobo !== undefined ? { amount: input.amountKobo } : {}),
      merchant_note: input.reason,
    });
    return { status: data.status };
  }

  /** A plan on Paystack (/plan): only for operators who also want Paystack-side plans; renewals are ours. */
  async createPlan(input: { name: string; amountKobo: number; interval: 'monthly' | 'annually' }) {
    assertKobo(input.amountKobo);
    const data = await this.call<{ plan_code: string; name: string; amount: number; interval: string }>(
      'POST',
      '/plan',
      {
        name: input.name,
        amount: input.amountKobo,
        interval: input.interval,
        currency: 'NGN',
      },
    );
    return { planCode: data.plan_code };
  }

  /** A Paystack-managed subscription (/subscription) and its disabling; see createPlan. */
  async createSubscription(input: { customer: string; planCode: string; authorizationCode: string }) {
    const data = await this.call<{ subscription_code: string; email_token: string; status: string }>(
      'POST',
      '/subscription',
      {
        customer: input.customer,
        plan: input.planCode,
        authorization: input.authorizationCode,
      },
    );
    return { subscriptionCode: data.subscription_code, emailToken: data.email_token, status: data.status };
  }

  async disableSubscription(input: { subscriptionCode: string; emailToken: string }) {
    await this.call<unknown>('POST', '/subscription/disable', {
      code: input.subscriptionCode,
      token: input.emailToken,
    });
  }

  verifyWebhookSignature(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const header = headers['x-paystack-signature'];
    if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
    const expected = createHmac('sha512', this.config.secretKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(header, 'hex'));
  }

  parseWebhook(rawBody: Buffer): ProviderEvent {
    const body = JSON.parse(rawBody.toString('utf8')) as { event?: string; data?: WebhookData };
    const name = body.event ?? '';
    const data = body.data ?? {};
    if (name === 'charge.success') {
      const charge = toCharge(data as unknown as PaystackTransaction);
      return { type: 'charge.success', reference: charge.reference, charge };
    }
    if (name === 'subscription.disable' || name === 'subscription.not_renew') {
      const code = data.subscription_code ?? '';
      return { type: 'subscription.disable', reference: code, subscriptionCode: code };
    }
    if (name === 'refund.processed')
      return { type: 'refund.processed', reference: data.transaction_reference ?? '' };
    const reference = String(data.reference ?? data.transaction?.reference ?? data.id ?? '');
    return { type: 'other', name, reference };
  }
}

function assertKobo(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`Amounts are positive whole kobo, not ${amount}.`);
}

function toCard(authorization: PaystackAuthorization | null | undefined): SavedCard | null {
  if (!authorization?.authorization_code) return null;
  const expiry =
    authorization.exp_month && authorization.exp_year
      ? `${authorization.exp_month.padStart(2, '0')}/${authorization.exp_year}`
      : null;
  return {
    authorizationCode: authorization.authorization_code,
    brand: authorization.brand ?? authorization.card_type ?? null,
    last4: authorization.last4 ?? null,
    expiry,
    reusable: authorization.reusable === true,
  };
}

function toCharge(data: PaystackTransaction): ProviderCharge {
  const status =
    data.status === 'success' || data.status === 'failed' || data.status === 'abandoned'
      ? data.status
      : 'pending';
  const paidAt = data.paid_at ?? data.paidAt ?? null;
  return {
    reference: String(data.reference),
    status,
    amountKobo: Number(data.amount),
    currency: data.currency ?? 'NGN',
    paidAt: paidAt ? new Date(paidAt) : null,
    gatewayResponse: data.gateway_response ?? null,
    customerEmail: data.customer?.email ?? null,
    card: toCard(data.authorization),
  };
}
