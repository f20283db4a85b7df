import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  deletedProjectListQuerySchema,
  deletedProjectPageSchema,
  deleteProjectResultSchema,
  restoredProjectSchema,
} from '@oversight/shared/projects/project-deletion.schemas';
import { projectIdParamsSchema } from '@oversight/shared/projects/projects.schemas';
import { toPage } from '../../platform/pagination.js';
import * as deletion from './project-deletion.service.js';
import { routeOptions } from '../../platform/route-options.js';

const route = routeOptions(['projects']);

/** Deleting and restoring projects (our paths in docs/spec/endpoints.txt). */
export async function projectDeletionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/projects/deleted/',
    route(
      { permission: PERMISSIONS.DELETE_PROJECT },
      {
        summary:
          "The current organisation's deleted projects it may still restore, newest deletion first, with the days left",
        querystring: deletedProjectListQuerySchema,
        response: { 200: deletedProjectPageSchema },
      },
    ),
    async (request) => {
      const { limit, offset } = request.query;
      const page = await deletion.findDeletedProjects(request.ctx, { limit, offset });
      return toPage(request, { limit, offset }, page.count, page.results);
    },
  );

  r.delete(
    '/projects/:id/',
    route('organization', {
      summary:
        'Delete a project ("delete project" on it): hidden everywhere at once, restorable by its organisation for 30 days',
      params: projectIdParamsSchema,
      response: { 200: deleteProjectResultSchema },
    }),
    async (request) => deletion.deleteProject(request.ctx, request.params.id),
  );

  r.post(
    '/projects/:id/restore/',
    route(
      { permission: PERMISSIONS.DELETE_PROJECT },
      {
        summary: 'Restore a deleted project of the current organisation within 30 days (410 after)',
        params: projectIdParamsSchema,
        response: { 200: restoredProjectSchema },
      },
    ),
    async (request) => deletion.restoreProject(request.ctx, request.params.id),
  );
}
