import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  addSubUsersBodySchema,
  addSubUsersResponseSchema,
  assignMdasBodySchema,
  removeSubUsersBodySchema,
  respondToStaffInvitationBodySchema,
  staffCandidatePageSchema,
  staffInvitationIdParamsSchema,
  staffInvitationListQuerySchema,
  staffInvitationPageSchema,
  staffInvitationSchema,
  staffSearchQuerySchema,
  subUserIdParamsSchema,
  subUserListQuerySchema,
  subUserPageSchema,
  subUserSchema,
  updateSubUserBodySchema,
} from '@oversight/shared/collaboration/staff.schemas';
import { toPage } from '../../platform/pagination.js';
import { detailSchema } from '@oversight/shared/accounts/accounts.schemas';
import * as service from './staff.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['staff']);
// The owner holds every permission, so this also admits the organisation's own account.
const manageStaff = { permission: PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS };

/** Staff (sub-users) of the current organisation (docs/spec/endpoints.txt "Staff"): all need "manage system stakeholders". */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/staff/add-sub-users/',
    route(manageStaff, {
      summary:
        'Invite people as staff by e-mail with a role, departments and MDAs (all or none): each joins only by accepting the e-mailed invitation; `results` stays empty',
      body: addSubUsersBodySchema,
      response: { 201: addSubUsersResponseSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.addSubUsers(request.ctx, request.body)),
  );

  app.post(
    '/users/staff/remove-sub-users/',
    route(manageStaff, {
      summary: 'Remove staff from the organisation (their own accounts stay)',
      body: removeSubUsersBodySchema,
      response: { 200: detailSchema },
    }),
    async (request) => service.removeSubUsers(request.ctx, request.body),
  );

  app.post(
    '/users/staff/update-sub-user/',
    route(manageStaff, {
      summary: "Change a sub-user's role or departments",
      body: updateSubUserBodySchema,
      response: { 200: subUserSchema },
    }),
    async (request) => service.updateSubUser(request.ctx, request.body),
  );

  app.post(
    '/users/staff/:id/assign-mdas/',
    route(manageStaff, {
      summary:
        'Limit a sub-user to ministries and agencies under the organisation (an empty list lifts the limit)',
      params: subUserIdParamsSchema,
      body: assignMdasBodySchema,
      response: { 200: subUserSchema },
    }),
    async (request) => service.assignMdas(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/users/staff/sub-users/',
    route(manageStaff, {
      summary: "The organisation's staff with their roles, departments and assigned MDAs",
      querystring: subUserListQuerySchema,
      response: { 200: subUserPageSchema },
    }),
    async (request) => {
      const { limit, offset, query, ordering } = request.query;
      const page = await service.findSubUsers(request.ctx, {
        query,
        ordering,
        limit,
        offset,
      });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.get(
    '/users/staff/search/',
    route(manageStaff, {
      summary:
        'People of the tenant who could be added as staff (public fields only; an e-mail address matches only whole)',
      querystring: staffSearchQuerySchema,
      response: { 200: staffCandidatePageSchema },
    }),
    async (request) => {
      const { limit, offset, query } = request.query;
      const page = await service.searchCandidates(request.ctx, { query, limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.get(
    '/users/staff/invitations/',
    route(manageStaff, {
      summary:
        "The organisation's staff invitations waiting for an answer, newest first (expired ones flagged, to send again)",
      querystring: staffInvitationListQuerySchema,
      response: { 200: staffInvitationPageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const page = await service.findInvitations(request.ctx, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.post(
    '/users/staff/invitations/:id/resend/',
    route(manageStaff, {
      summary:
        'Send a staff invitation again: it can be accepted for another STAKEHOLDER_INVITATION_DAYS (14 by default); once an hour at most',
      params: staffInvitationIdParamsSchema,
      response: { 200: staffInvitationSchema },
    }),
    async (request) => service.resendInvitation(request.ctx, request.params.id),
  );

  app.delete(
    '/users/staff/invitations/:id/',
    route(manageStaff, {
      summary: 'Cancel a pending staff invitation',
      params: staffInvitationIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.cancelInvitation(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/staff/my-invitations/',
    route('authenticated', {
      summary:
        'Staff invitations to your verified e-mail address, waiting for your answer (expired ones flagged)',
      querystring: staffInvitationListQuerySchema,
      response: { 200: staffInvitationPageSchema },
    }),
    async (request) => {
      const { limit, offset } = request.query;
      const page = await service.myInvitations(request.ctx, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.post(
    '/users/staff/invitations/:id/respond/',
    route('authenticated', {
      summary:
        'Answer a staff invitation to your verified address: "accept" (become staff with the offered role) or "decline"',
      params: staffInvitationIdParamsSchema,
      body: respondToStaffInvitationBodySchema,
      response: { 200: staffInvitationSchema },
    }),
    async (request) => service.respondToInvitation(request.ctx, request.params.id, request.body),
  );
}
