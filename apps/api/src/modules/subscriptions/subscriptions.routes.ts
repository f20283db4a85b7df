import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  activeSubscriptionSchema,
  billingActionResultSchema,
  downgradeBodySchema,
  paymentIdParamsSchema,
  startSubscriptionBodySchema,
  subscriptionHistorySchema,
  upgradeBodySchema,
  verifyPaymentBodySchema,
  verifyResultSchema,
  emptyBodySchema,
  subscriptionHistoryQuerySchema,
} from '@oversight/shared/subscriptions/subscriptions.schemas';
import { toPage } from '../../platform/pagination.js';
import * as service from './subscriptions.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['subscriptions']);
// The owner holds every permission; others need "Manage billing".
const billing = { permission: PERMISSIONS.MANAGE_BILLING };
const emptyBody = emptyBodySchema;

/** Subscriptions and billing (docs/spec/endpoints.txt "Subscriptions") and the provider's webhook. */
export async function subscriptionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/subscriptions/',
    route(billing, {
      summary: "The organisation's payments (paged, newest first) and subscriptions",
      querystring: subscriptionHistoryQuerySchema,
      response: { 200: subscriptionHistorySchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const history = await service.findHistory(request.ctx, { limit, offset });
      return {
        ...toPage(request, { limit, offset }, history.count, history.results),
        subscriptions: history.subscriptions,
      };
    },
  );

  app.get(
    '/subscriptions/active/',
    route(billing, {
      summary:
        'The current plan, subscription, staff usage, plans on offer with what each costs now, and any notice',
      response: { 200: activeSubscriptionSchema },
    }),
    async (request) => service.getActive(request.ctx),
  );

  app.post(
    '/subscriptions/',
    route(billing, {
      summary: "Start a paid plan: answers the provider's checkout URL and the payment reference",
      body: startSubscriptionBodySchema,
      response: { 201: billingActionResultSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.startSubscription(request.ctx, request.body)),
  );

  app.post(
    '/subscriptions/verify/',
    route(billing, {
      summary: 'Confirm a payment with the provider by its reference (after the checkout returns)',
      body: verifyPaymentBodySchema,
      response: { 200: verifyResultSchema },
    }),
    async (request) => service.verifyPayment(request.ctx, request.body),
  );

  app.post(
    '/subscriptions/retry/',
    route(billing, {
      summary: 'Charge a failed renewal again with the saved card',
      body: emptyBody,
      response: { 200: billingActionResultSchema },
    }),
    async (request) => service.retryRenewal(request.ctx),
  );

  app.post(
    '/subscriptions/upgrade/',
    route(billing, {
      summary: 'Move to a dearer plan now, paying the prorated difference (saved card, or a checkout)',
      body: upgradeBodySchema,
      response: { 200: billingActionResultSchema },
    }),
    async (request) => service.upgrade(request.ctx, request.body),
  );

  app.post(
    '/subscriptions/downgrade/',
    route(billing, {
      summary:
        'A cheaper plan (or cancel: Free) from the end of the period; refused while staff exceed its limit',
      body: downgradeBodySchema,
      response: { 200: billingActionResultSchema },
    }),
    async (request) => service.downgrade(request.ctx, request.body),
  );

  app.post(
    '/subscriptions/change-card/',
    route(billing, {
      summary: 'A checkout to save a new card (a refunded ₦50 check, or the unpaid renewal)',
      body: emptyBody,
      response: { 200: billingActionResultSchema },
    }),
    async (request) => service.changeCard(request.ctx),
  );

  app.get(
    '/subscriptions/:id/invoice/',
    route(billing, {
      summary: "A paid payment's invoice as a PDF (the id is the payment's)",
      params: paymentIdParamsSchema,
    }),
    async (request, reply) => {
      const { filename, buffer } = await service.invoice(request.ctx, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );

  // The provider's webhook checks an HMAC of the exact bytes sent, so this route keeps the raw body.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/subscriptions/webhook/',
      route(
        'public',
        {
          summary: "The payment provider's events, signed (x-paystack-signature); a replay changes nothing",
          response: { 200: z.object({ detail: z.string() }) },
        },
        { tenantless: true },
      ),
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return service.handleWebhook(request.ctx, raw, request.headers, request.ip);
      },
    );
  });
}
