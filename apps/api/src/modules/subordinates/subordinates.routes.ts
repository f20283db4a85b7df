import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '@oversight/shared/endpoint';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createSubordinateBodySchema,
  inviteContractorBodySchema,
  invitedContractorSchema,
  regeneratedPasswordSchema,
  subordinateDetailSchema,
  subordinateIdParamsSchema,
  subordinatePageQuerySchema,
  subordinatePageSchema,
  subordinateSchema,
  subordinateWithPasswordSchema,
  updateSubordinateBodySchema,
} from '@oversight/shared/collaboration/subordinates.schemas';
import { yearQuerySchema } from '@oversight/shared/projects/projects.schemas';
import { toPage } from '../../platform/pagination.js';
import * as service from './subordinates.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['subordinates']);
// Ministries and agencies under a body are its system stakeholders; the owner holds every permission.
const manage = { permission: PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS };

/** Ministries and agencies under a body (docs/spec/endpoints.txt "Subordinate ministries and agencies"), contractor invites. */
export async function subordinatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/subordinate/',
    route(manage, {
      summary: 'Ministries and agencies under the current organisation',
      querystring: subordinatePageQuerySchema,
      response: { 200: subordinatePageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const found = await service.findSubordinates(request.ctx, filters, { limit, offset });
      return toPage(request, { limit, offset }, found.count, found.results);
    },
  );

  app.post(
    '/users/subordinate/',
    route(manage, {
      summary:
        'Create a ministry or agency account; its first password is in this answer and one e-mail only',
      body: createSubordinateBodySchema,
      response: { 201: subordinateWithPasswordSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createSubordinate(request.ctx, request.body)),
  );

  // A ministry's and an agency's detail: one handler, the kind named by the path.
  for (const [path, kind] of [
    ['ministry-detail', 'MINISTRY'],
    ['agency-detail', 'AGENCY'],
  ] as const) {
    app.get(
      `/users/subordinate/:id/${path}/`,
      route(manage, {
        params: subordinateIdParamsSchema,
        querystring: yearQuerySchema,
        response: { 200: subordinateDetailSchema },
      }),
      async (request) =>
        service.getSubordinateDetail(request.ctx, request.params.id, kind, request.query.year),
    );
  }

  app.patch(
    '/users/subordinate/:id/',
    route(manage, {
      params: subordinateIdParamsSchema,
      body: updateSubordinateBodySchema,
      response: { 200: subordinateSchema },
    }),
    async (request) => service.updateSubordinate(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/users/subordinate/:id/',
    route(manage, {
      summary: 'Close the account (its projects keep their history)',
      params: subordinateIdParamsSchema,
      response: { 204: noContentSchema },
    }),
    async (request, reply) => {
      await service.deleteSubordinate(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/subordinate/:id/regen_password/',
    route(manage, {
      summary: 'A new password, e-mailed and in this answer once; every session of the account ends',
      params: subordinateIdParamsSchema,
      response: { 200: regeneratedPasswordSchema },
    }),
    async (request) => service.regeneratePassword(request.ctx, request.params.id),
  );

  app.post(
    '/users/contractor/',
    route(
      { permission: PERMISSIONS.CREATE_EDIT_PROJECT },
      {
        summary:
          'Invite a contractor by name and e-mail (an account and an e-mailed link to set its password)',
        body: inviteContractorBodySchema,
        response: { 201: invitedContractorSchema, 200: invitedContractorSchema },
      },
    ),
    async (request, reply) => {
      const { card, created } = await service.inviteContractor(request.ctx, request.body);
      return reply.status(created ? 201 : 200).send(card);
    },
  );
}
