import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  addSubUsersBodySchema,
  addSubUsersResponseSchema,
  assignMdasBodySchema,
  removeSubUsersBodySchema,
  staffCandidatePageSchema,
  staffSearchFiltersSchema,
  subUserFiltersSchema,
  subUserIdParamsSchema,
  subUserPageSchema,
  subUserSchema,
  updateSubUserBodySchema,
} from '@oversight/shared/collaboration/staff.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import { organizationActor } from '../roles/actor.js';
import * as service from './staff.service.js';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];
// The owner holds every permission, so this also admits the organisation's own account.
const manageStaff = { permission: PERMISSIONS.MANAGE_SYSTEM_STAKEHOLDERS };

/** Staff (sub-users) of the current organisation (spec/endpoints.txt "Staff"): all need "manage system stakeholders". */
export async function staffRoutes(fastify: FastifyInstance) {
  const deps: service.StaffDeps = { db: fastify.db, config: fastify.config, mail: fastify.mail };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/users/staff/add-sub-users/',
    {
      config: { access: manageStaff },
      schema: {
        tags,
        security,
        summary: 'Add people as staff by e-mail with a role and departments (all or none; new addresses get an invitation)',
        body: addSubUsersBodySchema,
        response: { 201: addSubUsersResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addSubUsers(deps, organizationActor(request), request.body)),
  );

  app.post(
    '/users/staff/remove-sub-users/',
    {
      config: { access: manageStaff },
      schema: {
        tags,
        security,
        summary: 'Remove staff from the organisation (their own accounts stay)',
        body: removeSubUsersBodySchema,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => service.removeSubUsers(deps, organizationActor(request), request.body),
  );

  app.post(
    '/users/staff/update-sub-user/',
    {
      config: { access: manageStaff },
      schema: { tags, security, summary: "Change a sub-user's role or departments", body: updateSubUserBodySchema, response: { 200: subUserSchema } },
    },
    async (request) => service.updateSubUser(deps, organizationActor(request), request.body),
  );

  app.post(
    '/users/staff/:id/assign-mdas/',
    {
      config: { access: manageStaff },
      schema: {
        tags,
        security,
        summary: 'Limit a sub-user to ministries and agencies under the organisation (an empty list lifts the limit)',
        params: subUserIdParamsSchema,
        body: assignMdasBodySchema,
        response: { 200: subUserSchema },
      },
    },
    async (request) => service.assignMdas(deps, organizationActor(request), request.params.id, request.body),
  );

  app.get(
    '/users/staff/sub-users/',
    {
      config: { access: manageStaff },
      schema: {
        tags,
        security,
        summary: "The organisation's staff with their roles, departments and assigned MDAs",
        querystring: pageQuerySchema(25).extend(subUserFiltersSchema.shape),
        response: { 200: subUserPageSchema },
      },
    },
    async (request) => {
      const { limit, offset, query, ordering } = request.query;
      const page = await service.findSubUsers(deps, organizationActor(request), { query, ordering, limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  app.get(
    '/users/staff/search/',
    {
      config: { access: manageStaff },
      schema: {
        tags,
        security,
        summary: 'People of the tenant who could be added as staff (public fields only; an e-mail address matches only whole)',
        querystring: pageQuerySchema(25).extend(staffSearchFiltersSchema.shape),
        response: { 200: staffCandidatePageSchema },
      },
    },
    async (request) => {
      const { limit, offset, query } = request.query;
      const page = await service.searchCandidates(deps, organizationActor(request), { query, limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );
}
