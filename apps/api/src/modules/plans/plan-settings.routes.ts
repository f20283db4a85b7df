import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@oversight/shared/access/permissions';
import {
  createDisaggregationCategoryBodySchema,
  createIndicatorGroupBodySchema,
  createUnitBodySchema,
  disaggregationCategoryPageSchema,
  disaggregationCategorySchema,
  indicatorGroupPageSchema,
  indicatorGroupSchema,
  indicatorMetaSchema,
  settingIdParamsSchema,
  settingListQuerySchema,
  unitPageSchema,
  unitSchema,
  updateDisaggregationCategoryBodySchema,
  updateIndicatorGroupBodySchema,
  updateUnitBodySchema,
} from '@oversight/shared/plans/plan-settings.schemas';
import { scaleOptions, scaleOptionsSchema } from '@oversight/shared/plans/indicator-values';
import { answerPage } from '../../platform/pagination.js';
import * as service from './plan-settings.service.js';
import { routeOptions } from '../../platform/route-options.js';

const tags = ['plans'];
const route = routeOptions(tags);
const security = [{ bearerAuth: [] }];
// Reads: any member of the current organisation; writes: its plan settings permission. Scoped to it in the service.
const member = 'organization';
const manager = { permission: PERMISSIONS.MANAGE_PLAN_SETTINGS };

/** Units, indicator groups and disaggregation categories of the current organisation, and the indicator form's choices. */
export async function planSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = settingIdParamsSchema;
  const querystring = settingListQuerySchema;

  app.get(
    '/plans/indicator-meta/',
    route(member, {
      summary: "What an indicator form offers: the organisation's units, groups, disaggregations, levels",
      response: { 200: indicatorMetaSchema },
    }),
    async (request) => service.indicatorMeta(request.ctx),
  );

  app.get(
    '/plans/indicators/scale-options/',
    route('authenticated', {
      summary: 'Directions, aggregations, reporting frequencies, statuses and the status rule',
      response: { 200: scaleOptionsSchema },
    }),
    async () => scaleOptions(),
  );

  app.get(
    '/plans/units/',
    {
      config: { access: member },
      schema: { tags, security, summary: 'Units of measure', querystring, response: { 200: unitPageSchema } },
    },
    async (request) => {
      const { limit, offset, search } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findUnits(request.ctx, { limit, offset, search }),
      );
    },
  );
  app.post(
    '/plans/units/',
    route(manager, {
      summary: 'Add a unit',
      body: createUnitBodySchema,
      response: { 201: unitSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createUnit(request.ctx, request.body)),
  );
  app.get(
    '/plans/units/:id/',
    {
      config: { access: member },
      schema: { tags, security, summary: 'One unit', params, response: { 200: unitSchema } },
    },
    async (request) => service.getUnit(request.ctx, request.params.id),
  );
  app.patch(
    '/plans/units/:id/',
    route(manager, {
      summary: 'Change a unit',
      params,
      body: updateUnitBodySchema,
      response: { 200: unitSchema },
    }),
    async (request) => service.updateUnit(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/plans/units/:id/',
    route(manager, {
      summary: 'Delete a unit (its indicators keep no unit)',
      params,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteSetting(request.ctx, 'plan_units', request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/plans/indicator-groups/',
    route(member, {
      summary: 'Indicator groups',
      querystring,
      response: { 200: indicatorGroupPageSchema },
    }),
    async (request) => {
      const { limit, offset, search } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findGroups(request.ctx, { limit, offset, search }),
      );
    },
  );
  app.post(
    '/plans/indicator-groups/',
    route(manager, {
      summary: 'Add an indicator group',
      body: createIndicatorGroupBodySchema,
      response: { 201: indicatorGroupSchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createGroup(request.ctx, request.body)),
  );
  app.get(
    '/plans/indicator-groups/:id/',
    route(member, {
      summary: 'One indicator group',
      params,
      response: { 200: indicatorGroupSchema },
    }),
    async (request) => service.getGroup(request.ctx, request.params.id),
  );
  app.patch(
    '/plans/indicator-groups/:id/',
    route(manager, {
      summary: 'Change an indicator group',
      params,
      body: updateIndicatorGroupBodySchema,
      response: { 200: indicatorGroupSchema },
    }),
    async (request) => service.updateGroup(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/plans/indicator-groups/:id/',
    route(manager, {
      summary: 'Delete an indicator group (its indicators stay, ungrouped)',
      params,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteSetting(request.ctx, 'indicator_groups', request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/plans/disaggregation-categories/',
    route(member, {
      summary: 'Disaggregation categories with their options',
      querystring,
      response: { 200: disaggregationCategoryPageSchema },
    }),
    async (request) => {
      const { limit, offset, search } = request.query;
      return answerPage(
        request,
        { limit, offset },
        await service.findCategories(request.ctx, { limit, offset, search }),
      );
    },
  );
  app.post(
    '/plans/disaggregation-categories/',
    route(manager, {
      summary:
        'Add a disaggregation category: `name` and `options`, or a ready-made `preset` (sex, age, state)',
      body: createDisaggregationCategoryBodySchema,
      response: { 201: disaggregationCategorySchema },
    }),
    async (request, reply) => reply.status(201).send(await service.createCategory(request.ctx, request.body)),
  );
  app.get(
    '/plans/disaggregation-categories/:id/',
    route(member, {
      summary: 'One disaggregation category',
      params,
      response: { 200: disaggregationCategorySchema },
    }),
    async (request) => service.getCategory(request.ctx, request.params.id),
  );
  app.patch(
    '/plans/disaggregation-categories/:id/',
    route(manager, {
      summary:
        'Rename a category or replace its options (kept by id, new without one; left-out options are removed)',
      params,
      body: updateDisaggregationCategoryBodySchema,
      response: { 200: disaggregationCategorySchema },
    }),
    async (request) => service.updateCategory(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/plans/disaggregation-categories/:id/',
    route(manager, {
      summary: 'Delete a disaggregation category with its options',
      params,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await service.deleteSetting(request.ctx, 'disaggregation_categories', request.params.id);
      return reply.status(204).send(null);
    },
  );
}
