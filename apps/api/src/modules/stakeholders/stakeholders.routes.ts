import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  assignedObjectListQuerySchema,
  assignedObjectPageSchema,
  deleteInviteQuerySchema,
  editRoleOnContentBodySchema,
  inviteListQuerySchema,
  invitePageSchema,
  inviteResultSchema,
  inviteSchema,
  inviteStakeholderBodySchema,
  itemStakeholderSchema,
  pendingInviteListQuerySchema,
  removeStakeholderBodySchema,
  removeStakeholderFromOrgBodySchema,
  resendInviteBodySchema,
  respondToInviteBodySchema,
  stakeholderActivitiesBodySchema,
  stakeholderActivityPageSchema,
  stakeholderIdParamsSchema,
  stakeholderListQuerySchema,
  stakeholderPageSchema,
  stakeholderSchema,
  updateStakeholderBodySchema,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { toPage } from '../../platform/pagination.js';
import { detailSchema } from '@oversight/shared/accounts/accounts.schemas';
import * as invitations from './invitations.service.js';
import * as service from './stakeholders.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['stakeholders']);
const detail = detailSchema;
// The organisation-wide views; item-level actions check "manage ... stakeholders" on the item itself.
const manageSystemStakeholders = { permission: PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS };

/** docs/spec/endpoints.txt "Stakeholders" and GET /users/profiles/my-invites/. */
export async function stakeholdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/stakeholders/',
    route(manageSystemStakeholders, {
      summary:
        "The organisation's stakeholders: staff and everyone holding a role on one of its items (access groups never listed)",
      querystring: stakeholderListQuerySchema,
      response: { 200: stakeholderPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const page = await service.listStakeholders(request.ctx, filters, {
        limit,
        offset,
      });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.post(
    '/users/stakeholders/invite-stakeholder/',
    route('authenticated', {
      summary:
        'Invite stakeholders onto any item (content_type + content_id); needs "manage ... stakeholders" on that item',
      body: inviteStakeholderBodySchema,
      response: { 201: inviteResultSchema },
    }),
    async (request, reply) => {
      const { content_type, content_id, ...body } = request.body;
      return reply
        .status(201)
        .send(await invitations.inviteStakeholders(request.ctx, content_type, content_id, body));
    },
  );

  app.post(
    '/users/stakeholders/respond-to-invite/',
    route('authenticated', {
      summary:
        'Answer an invitation: response "accept" (become a stakeholder with the offered role) or "decline"',
      body: respondToInviteBodySchema,
      response: { 200: inviteSchema },
    }),
    async (request) => invitations.respondToInvite(request.ctx, request.body),
  );

  app.get(
    '/users/stakeholders/pending-sent-invites/',
    route('authenticated', {
      summary:
        'Pending invitations: of one item (content_type + content_id), else of the current organisation',
      querystring: pendingInviteListQuerySchema,
      response: { 200: invitePageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const page = await invitations.sentInvites(request.ctx, filter, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.post(
    '/users/stakeholders/resend-invite/',
    route('authenticated', {
      summary:
        'Send a pending invitation again: it can be accepted for another STAKEHOLDER_INVITATION_DAYS (14 by default)',
      body: resendInviteBodySchema,
      response: { 200: inviteSchema },
    }),
    async (request) => invitations.resendInvite(request.ctx, request.body.invite_public_id),
  );

  app.delete(
    '/users/stakeholders/delete-pending-invite/',
    route('authenticated', {
      summary: 'Cancel a pending invitation',
      querystring: deleteInviteQuerySchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await invitations.deletePendingInvite(request.ctx, request.query.invite_public_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/stakeholders/remove-stakeholder/',
    route('authenticated', {
      summary: 'Take one item back from a stakeholder or an access group',
      body: removeStakeholderBodySchema,
      response: { 200: detail },
    }),
    async (request) => service.removeStakeholder(request.ctx, request.body),
  );

  app.post(
    '/users/stakeholders/remove-stakeholder-from-org/',
    route(manageSystemStakeholders, {
      summary:
        'Take back every item of the organisation from a stakeholder and cancel their pending invitations',
      body: removeStakeholderFromOrgBodySchema,
      response: { 200: detail },
    }),
    async (request) => service.removeStakeholderFromOrganization(request.ctx, request.body.stakeholder_id),
  );

  app.post(
    '/users/stakeholders/activities/',
    route(manageSystemStakeholders, {
      summary: 'What happened with a stakeholder (invited, accepted, role changed, removed, ...)',
      body: stakeholderActivitiesBodySchema,
      response: { 200: stakeholderActivityPageSchema },
    }),
    async (request) => service.stakeholderActivities(request.ctx, request.body),
  );

  app.patch(
    '/users/stakeholders/:id/',
    route(manageSystemStakeholders, {
      summary:
        'Change the type (0 internal, 1 external) and/or the role of every item the organisation gave a stakeholder',
      params: stakeholderIdParamsSchema,
      body: updateStakeholderBodySchema,
      response: { 200: stakeholderSchema },
    }),
    async (request) => service.updateStakeholder(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/users/stakeholders/:id/assigned-objects/',
    route(manageSystemStakeholders, {
      summary: 'The items of the organisation a stakeholder holds, with their role on each',
      params: stakeholderIdParamsSchema,
      querystring: assignedObjectListQuerySchema,
      response: { 200: assignedObjectPageSchema },
    }),
    async (request) => {
      const { limit, offset, ...filters } = request.query;
      const page = await service.assignedObjects(request.ctx, request.params.id, filters, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.patch(
    '/users/stakeholders/:id/edit-role-on-content/',
    route('authenticated', {
      summary: 'Change a stakeholder\'s role on one item; needs "manage ... stakeholders" on it',
      params: stakeholderIdParamsSchema,
      body: editRoleOnContentBodySchema,
      response: { 200: itemStakeholderSchema },
    }),
    async (request) => service.editRoleOnContent(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/users/profiles/my-invites/',
    route('authenticated', {
      summary:
        'Invitations waiting for your answer (to you, your verified e-mail address, or organisations you manage)',
      querystring: inviteListQuerySchema,
      response: { 200: invitePageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const page = await invitations.myInvites(request.ctx, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );
}
