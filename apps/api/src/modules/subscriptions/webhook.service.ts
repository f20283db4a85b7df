import { HttpError, nonFieldError, notFound } from '../../platform/errors.js';
import * as repo from './subscriptions.repository.js';
import { NOT_CONFIGURED, providerOf, type SubscriptionsDeps } from './billing-context.js';
import { settlePayment } from './payments.service.js';

/** The payment provider's webhook. */

/**
 * A provider event. Unsigned or wrongly signed: refused (401) and logged. Each (event, reference) is handled once;
 * a charge is re-verified with the provider before it changes anything.
 */
export async function handleWebhook(
  deps: SubscriptionsDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  ip: string,
) {
  // Without a provider there is nothing to receive: no such endpoint, said plainly (not a server error).
  const provider = providerOf(deps);
  if (!provider) throw notFound(NOT_CONFIGURED);
  if (!provider.verifyWebhookSignature(rawBody, headers)) {
    deps.log.warn(
      { ip, signed: typeof headers['x-paystack-signature'] === 'string', bytes: rawBody.length },
      'billing: webhook refused: the signature does not match',
    );
    throw new HttpError(401, { detail: 'The webhook signature does not match.', code: 'bad_signature' });
  }
  let event;
  try {
    event = provider.parseWebhook(rawBody);
  } catch {
    throw nonFieldError('The webhook body is not JSON.');
  }
  const eventName = event.type === 'other' ? event.name : event.type;
  const id = await repo.recordWebhookEvent(deps.db, {
    provider: provider.name,
    event: eventName,
    reference: event.reference || 'none',
    payload: JSON.parse(rawBody.toString('utf8')),
  });
  if (!id) return { detail: 'Already received.' };
  let outcome = 'ignored';
  if (event.type === 'charge.success') {
    // The event's word is checked with the provider, as for the browser's.
    const charge = (await provider.verify(event.reference).catch(() => null)) ?? null;
    outcome = charge
      ? await settlePayment(deps, charge, { cause: `provider event ${eventName}` })
      : 'unverified';
  } else if (event.type === 'refund.processed') {
    outcome = 'noted';
  }
  await repo.setWebhookOutcome(deps.db, id, outcome);
  return { detail: `Received (${outcome}).` };
}
