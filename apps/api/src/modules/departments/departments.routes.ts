import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createDepartmentBodySchema,
  departmentIdParamsSchema,
  departmentListQuerySchema,
  departmentPageSchema,
  departmentSchema,
  memberBriefPageSchema,
  memberOptionListQuerySchema,
  updateDepartmentBodySchema,
} from '@oversight/shared/collaboration/departments.schemas';
import { answerPage } from '../../platform/pagination.js';
import * as service from './departments.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['departments']);
const manageDepartments = { permission: PERMISSIONS.MANAGE_DEPARTMENTS };

/**
 * Departments of the current organisation (docs/spec/endpoints.txt "Departments"). Any member may read them (a
 * department can be picked when sharing); changing them needs "manage departments".
 */
export async function departmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users/departments/',
    route('organization', {
      summary: "The organisation's departments by name, with their members",
      querystring: departmentListQuerySchema,
      response: { 200: departmentPageSchema },
    }),
    async (request) => {
      const { limit, offset, query } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findDepartments(request.ctx, { query, limit, offset }),
      );
    },
  );

  app.post(
    '/users/departments/',
    route(manageDepartments, {
      summary: 'Create a department, optionally with members of the organisation',
      body: createDepartmentBodySchema,
      response: { 201: departmentSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createDepartment(request.ctx, request.body)),
  );

  app.get(
    '/users/departments/member-options/',
    route(manageDepartments, {
      summary:
        'Members of the organisation (owner and staff) who can be placed in departments, by name; `query` searches name, username and e-mail',
      querystring: memberOptionListQuerySchema,
      response: { 200: memberBriefPageSchema },
    }),
    async (request) => {
      const { limit, offset, query } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findMemberOptions(request.ctx, { query, limit, offset }),
      );
    },
  );

  app.get(
    '/users/departments/:id/',
    route('organization', {
      summary: 'One department with its members',
      params: departmentIdParamsSchema,
      response: { 200: departmentSchema },
    }),
    async (request) => service.getDepartment(request.ctx, request.params.id),
  );

  app.patch(
    '/users/departments/:id/',
    route(manageDepartments, {
      summary: 'Rename a department or replace its members (`member_ids`)',
      params: departmentIdParamsSchema,
      body: updateDepartmentBodySchema,
      response: { 200: departmentSchema },
    }),
    async (request) => service.updateDepartment(request.ctx, request.params.id, request.body),
  );

  app.delete(
    '/users/departments/:id/',
    route(manageDepartments, {
      summary: 'Delete a department (its members stay in the organisation)',
      params: departmentIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteDepartment(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
