import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  koboToolboxTokenStatusSchema,
  myOrganizationListSchema,
  organizationDetailSchema,
  organizationIdParamsSchema,
  planLevelsResponseSchema,
  tenantSchema,
  updateKoboToolboxTokenBodySchema,
  updatePlanLevelsBodySchema,
  visitorOrganizationFiltersSchema,
  visitorOrganizationPageSchema,
} from '@oversight/shared/organizations/organizations.schemas';
import { pageQuerySchema, toPage } from '../../platform/pagination.js';
import {
  findMyOrganizations,
  findVisitorOrganizations,
  getOrganization,
  getTenant,
  updateKoboToolboxToken,
  updatePlanLevels,
} from './organizations.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['organizations'];
const route = routeOptions(tags);
const bearer = [{ bearerAuth: [] }];

export async function organizationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/profiles/my-organizations/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security: bearer,
        summary: 'Every organisation the signed-in user belongs to, with their role',
        response: { 200: myOrganizationListSchema },
      },
    },
    async (request) => findMyOrganizations(request.ctx),
  );

  r.get(
    '/users/organizations/:id/',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        security: bearer,
        summary: 'One organisation of the tenant (public, or one the caller belongs to)',
        params: organizationIdParamsSchema,
        response: { 200: organizationDetailSchema },
      },
    },
    async (request) => getOrganization(request.ctx, request.params.id),
  );

  r.get(
    '/users/visitor-organizations/',
    route('public', {
      summary: 'The public directory of organisations',
      querystring: pageQuerySchema(10).extend(visitorOrganizationFiltersSchema.shape),
      response: { 200: visitorOrganizationPageSchema },
    }),
    async (request) => {
      const { count, results } = await findVisitorOrganizations(request.ctx, request.query);
      return toPage(request, request.query, count, results);
    },
  );

  r.get(
    '/users/tenant/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The tenant this request is served for', response: { 200: tenantSchema } },
    },
    async (request) => getTenant(request.ctx),
  );

  r.patch(
    '/users/organizations/update-plan-levels/',
    {
      config: { access: { permission: PERMISSIONS.MANAGE_PLAN_SETTINGS } },
      schema: {
        tags,
        security: bearer,
        summary: "Set the current organisation's plan levels",
        body: updatePlanLevelsBodySchema,
        response: { 200: planLevelsResponseSchema },
      },
    },
    async (request) => updatePlanLevels(request.ctx, request.body),
  );

  r.patch(
    '/users/organizations/update-kobotoolbox-token/',
    {
      config: { access: { permission: PERMISSIONS.MANAGE_FORM_SETTINGS } },
      schema: {
        tags,
        security: bearer,
        summary:
          "Store (or, with null, remove) the current organisation's KoboToolbox API token; only its last four characters come back",
        body: updateKoboToolboxTokenBodySchema,
        response: { 200: koboToolboxTokenStatusSchema },
      },
    },
    async (request) => updateKoboToolboxToken(request.ctx, request.body),
  );
}
