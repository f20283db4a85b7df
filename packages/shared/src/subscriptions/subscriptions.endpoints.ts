import { endpoint, type EndpointMap, fileResponse } from '../endpoint.js';
import {
  activeSubscriptionSchema,
  billingActionResultSchema,
  downgradeBodySchema,
  emptyBodySchema,
  paymentIdParamsSchema,
  startSubscriptionBodySchema,
  subscriptionHistoryQuerySchema,
  subscriptionHistorySchema,
  upgradeBodySchema,
  verifyPaymentBodySchema,
  verifyResultSchema,
} from './subscriptions.schemas.js';

/** Subscriptions' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const subscriptionsEndpoints = {
  'GET /subscriptions/': endpoint({
    query: subscriptionHistoryQuerySchema,
    response: subscriptionHistorySchema,
  }),
  'GET /subscriptions/active/': endpoint({ response: activeSubscriptionSchema }),
  'POST /subscriptions/': endpoint({
    body: startSubscriptionBodySchema,
    response: billingActionResultSchema,
  }),
  'POST /subscriptions/verify/': endpoint({ body: verifyPaymentBodySchema, response: verifyResultSchema }),
  'POST /subscriptions/retry/': endpoint({ body: emptyBodySchema, response: billingActionResultSchema }),
  'POST /subscriptions/upgrade/': endpoint({ body: upgradeBodySchema, response: billingActionResultSchema }),
  'POST /subscriptions/downgrade/': endpoint({
    body: downgradeBodySchema,
    response: billingActionResultSchema,
  }),
  'POST /subscriptions/change-card/': endpoint({
    body: emptyBodySchema,
    response: billingActionResultSchema,
  }),
  'GET /subscriptions/{id}/invoice/': endpoint({ params: paymentIdParamsSchema, response: fileResponse }),
} as const satisfies EndpointMap;
