/**
 * What billing needs from a payment provider. Paystack is the first (integrations/paystack); a second
 * provider (Flutterwave, ...) is another class implementing this, not a change to the subscriptions module.
 * Amounts are kobo integers everywhere.
 */

export type SavedCard = {
  authorizationCode: string;
  brand: string | null;
  last4: string | null;
  expiry: string | null;
  reusable: boolean;
};

/** A charge as the provider reports it (verify, charge an authorisation, or a webhook's data). */
export type ProviderCharge = {
  reference: string;
  /** success | failed | abandoned | pending (anything else is reported as pending) */
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
  gatewayResponse: string | null;
  customerEmail: string | null;
  card: SavedCard | null;
};

export type ProviderEvent =
  | { type: 'charge.success'; reference: string; charge: ProviderCharge }
  | { type: 'subscription.disable'; reference: string; subscriptionCode: string }
  | { type: 'refund.processed'; reference: string }
  | { type: 'other'; name: string; reference: string };

export interface PaymentProvider {
  readonly name: string;
  /** A hosted checkout for the customer to pay `amountKobo`; the provider returns them to `callbackUrl?reference=`. */
  initializeCheckout(input: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ checkoutUrl: string; reference: string; accessCode: string }>;
  /** What happened to a charge, asked of the provider (never trusting the browser). null: no such reference. */
  verify(reference: string): Promise<ProviderCharge | null>;
  /** Charges a saved card without the customer (renewals, upgrades). A decline is a failed charge, not an error. */
  chargeSavedCard(input: {
    email: string;
    amountKobo: number;
    authorizationCode: string;
    reference: string;
    metadata: Record<string, string>;
  }): Promise<ProviderCharge>;
  /** Gives back a charge (in full unless an amount is given). */
  refund(input: { reference: string; amountKobo?: number; reason: string }): Promise<{ status: string }>;
  /** True when the body was signed by the provider with our secret. */
  verifyWebhookSignature(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  parseWebhook(rawBody: Buffer): ProviderEvent;
}

/** The provider could not be reached or answered with an error (not a declined card): the caller may try again. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'unreachable' | 'rejected',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
