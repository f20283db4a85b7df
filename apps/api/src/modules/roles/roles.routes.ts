import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createRoleBodySchema,
  roleIdParamsSchema,
  roleListQuerySchema,
  rolePageSchema,
  roleSchema,
  updateRoleBodySchema,
} from '@oversight/shared/collaboration/roles.schemas';
import { answerPage } from '../../platform/pagination.js';
import * as service from './roles.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['roles']);
const manageRoles = { permission: PERMISSIONS.MANAGE_ROLES };

/**
 * Roles of the current organisation (docs/spec/endpoints.txt "Roles"). Any member may read them: whoever adds staff or
 * invites stakeholders picks a role from this list. Changing them needs "manage roles".
 */
export async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/roles/',
    route('organization', {
      summary: "The organisation's roles, owner first, then by name",
      querystring: roleListQuerySchema,
      response: { 200: rolePageSchema },
    }),
    async (request) => {
      const { limit, offset, role_type: roleType } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findRoles(request.ctx, { roleType, limit, offset }),
      );
    },
  );

  app.post(
    '/users/roles/',
    route(manageRoles, {
      summary: 'Create a role (the five view permissions are always included)',
      body: createRoleBodySchema,
      response: { 201: roleSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createRole(request.ctx, request.body)),
  );

  app.get(
    '/users/roles/:id/',
    route('organization', {
      summary: 'One role of the organisation',
      params: roleIdParamsSchema,
      response: { 200: roleSchema },
    }),
    async (request) => service.getRole(request.ctx, request.params.id),
  );

  app.patch(
    '/users/roles/:id/',
    route(manageRoles, {
      summary:
        'Rename a role or change its permissions (not the owner role; the type only while nobody holds it)',
      params: roleIdParamsSchema,
      body: updateRoleBodySchema,
      response: { 200: roleSchema },
    }),
    async (request) => service.updateRole(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/users/roles/:id/',
    route(manageRoles, {
      summary: 'Delete a role nobody holds (not the owner role)',
      params: roleIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteRole(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
