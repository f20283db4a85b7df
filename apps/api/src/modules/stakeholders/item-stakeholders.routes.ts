import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_TYPE_LABELS, type ContentType } from '@oversight/shared/collaboration/content';
import {
  inviteResultSchema,
  inviteStakeholdersBodySchema,
  itemIdParamsSchema,
  itemStakeholderListQuerySchema,
  itemStakeholderPageSchema,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { toPage } from '../../platform/pagination.js';
import * as invitations from './invitations.service.js';
import * as service from './stakeholders.service.js';

const security = [{ bearerAuth: [] }];

/**
 * The invite-stakeholders / stakeholders pair of every kind of item whose module exists. Plans, outcomes and
 * indicators add their pair here when their modules land (same service, their content type).
 */
const ITEM_PATHS: { type: ContentType; path: string }[] = [
  { type: 'project', path: '/projects/:id/' },
  { type: 'project_group', path: '/projects/groups/:id/' },
  { type: 'dashboard', path: '/dashboards/:id/' },
  { type: 'form', path: '/surveys/:id/' },
  { type: 'form_group', path: '/surveys/groups/:id/' },
  { type: 'plan', path: '/plans/:id/' },
  { type: 'outcome', path: '/plans/outcomes/:id/' },
  { type: 'indicator', path: '/plans/indicators/:id/' },
];

export async function itemStakeholdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const { type, path } of ITEM_PATHS) {
    const label = CONTENT_TYPE_LABELS[type].toLowerCase();
    app.post(
      `${path}invite-stakeholders/`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['stakeholders'],
          security,
          summary: `Invite people, organisations, departments, e-mail addresses or access groups onto a ${label} with a role`,
          params: itemIdParamsSchema,
          body: inviteStakeholdersBodySchema,
          response: { 201: inviteResultSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await invitations.inviteStakeholders(request.ctx, type, request.params.id, request.body)),
    );

    app.get(
      `${path}stakeholders/`,
      {
        config: { access: 'authenticated' },
        schema: {
          tags: ['stakeholders'],
          security,
          summary: `Who the ${label} is shared with and their roles, plus its access groups`,
          params: itemIdParamsSchema,
          querystring: itemStakeholderListQuerySchema,
          response: { 200: itemStakeholderPageSchema },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        const page = await service.itemStakeholders(request.ctx, type, request.params.id, {
          limit,
          offset,
        });
        return {
          ...toPage(request, { limit, offset }, page.count, page.results),
          access_groups: page.access_groups,
        };
      },
    );
  }
}
