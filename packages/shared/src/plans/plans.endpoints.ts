import { endpoint, fileResponse, noContentSchema, type EndpointMap } from '../endpoint.js';
import {
  activityIdParamsSchema,
  activityListQuerySchema,
  activityPageSchema,
  activitySchema,
  createActivityBodySchema,
  updateActivityBodySchema,
} from './activities.schemas.js';
import {
  indicatorChangePageSchema,
  indicatorChangeSchema,
  indicatorHistoryQuerySchema,
  indicatorNoteBodySchema,
  measureTaskSchema,
} from './indicator-values.js';
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
} from './plan-settings.schemas.js';
import {
  createIndicatorBodySchema,
  createOutcomeBodySchema,
  createPlanBodySchema,
  indicatorIdParamsSchema,
  indicatorSchema,
  outcomeIdParamsSchema,
  outcomeSchema,
  planChildrenPageSchema,
  planChildrenQuerySchema,
  planChildrenWithAccessSchema,
  planExportQuerySchema,
  planIdParamsSchema,
  planListQuerySchema,
  planPageSchema,
  planSchema,
  updateIndicatorBodySchema,
  updateOutcomeBodySchema,
  suggestionListSchema,
  suggestionQuerySchema,
  updatePlanBodySchema,
} from './plans.schemas.js';

const plan = { params: planIdParamsSchema };
const outcome = { params: outcomeIdParamsSchema };
const indicator = { params: indicatorIdParamsSchema };
const activity = { params: activityIdParamsSchema };
const setting = { params: settingIdParamsSchema };

/** Plans' endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const plansEndpoints = {
  'GET /plans/': endpoint({ query: planListQuerySchema, response: planPageSchema }),
  'POST /plans/': endpoint({ body: createPlanBodySchema, response: planSchema }),
  'GET /plans/{id}/': endpoint({ ...plan, response: planSchema }),
  'PATCH /plans/{id}/': endpoint({ ...plan, body: updatePlanBodySchema, response: planSchema }),
  'DELETE /plans/{id}/': endpoint({ ...plan, response: noContentSchema }),
  'GET /plans/{id}/children/': endpoint({
    ...plan,
    query: planChildrenQuerySchema,
    response: planChildrenPageSchema,
  }),
  'GET /plans/{id}/children-with-access/': endpoint({ ...plan, response: planChildrenWithAccessSchema }),
  'GET /plans/{id}/export/': endpoint({ ...plan, query: planExportQuerySchema, response: fileResponse }),

  'GET /plans/outcomes/suggestions/': endpoint({
    query: suggestionQuerySchema,
    response: suggestionListSchema,
  }),
  'GET /plans/indicators/suggestions/': endpoint({
    query: suggestionQuerySchema,
    response: suggestionListSchema,
  }),
  'POST /plans/outcomes/': endpoint({ body: createOutcomeBodySchema, response: outcomeSchema }),
  'PATCH /plans/outcomes/{id}/': endpoint({
    ...outcome,
    body: updateOutcomeBodySchema,
    response: outcomeSchema,
  }),
  'DELETE /plans/outcomes/{id}/': endpoint({ ...outcome, response: noContentSchema }),

  'GET /plans/outcomes/activities/': endpoint({
    query: activityListQuerySchema,
    response: activityPageSchema,
  }),
  'POST /plans/outcomes/activities/': endpoint({ body: createActivityBodySchema, response: activitySchema }),
  'PATCH /plans/outcomes/activities/{id}/': endpoint({
    ...activity,
    body: updateActivityBodySchema,
    response: activitySchema,
  }),
  'DELETE /plans/outcomes/activities/{id}/': endpoint({ ...activity, response: noContentSchema }),

  'POST /plans/indicators/': endpoint({ body: createIndicatorBodySchema, response: indicatorSchema }),
  'GET /plans/indicators/{id}/': endpoint({ ...indicator, response: indicatorSchema }),
  'PATCH /plans/indicators/{id}/': endpoint({
    ...indicator,
    body: updateIndicatorBodySchema,
    response: indicatorSchema,
  }),
  'DELETE /plans/indicators/{id}/': endpoint({ ...indicator, response: noContentSchema }),
  'GET /plans/indicators/{id}/history/': endpoint({
    ...indicator,
    query: indicatorHistoryQuerySchema,
    response: indicatorChangePageSchema,
  }),
  'POST /plans/indicators/{id}/notes/': endpoint({
    ...indicator,
    body: indicatorNoteBodySchema,
    response: indicatorChangeSchema,
  }),
  'POST /plans/indicators/{id}/measure/': endpoint({ ...indicator, response: measureTaskSchema }),

  'GET /plans/indicator-meta/': endpoint({ response: indicatorMetaSchema }),
  'GET /plans/units/': endpoint({ query: settingListQuerySchema, response: unitPageSchema }),
  'POST /plans/units/': endpoint({ body: createUnitBodySchema, response: unitSchema }),
  'PATCH /plans/units/{id}/': endpoint({ ...setting, body: updateUnitBodySchema, response: unitSchema }),
  'DELETE /plans/units/{id}/': endpoint({ ...setting, response: noContentSchema }),
  'GET /plans/indicator-groups/': endpoint({
    query: settingListQuerySchema,
    response: indicatorGroupPageSchema,
  }),
  'POST /plans/indicator-groups/': endpoint({
    body: createIndicatorGroupBodySchema,
    response: indicatorGroupSchema,
  }),
  'PATCH /plans/indicator-groups/{id}/': endpoint({
    ...setting,
    body: updateIndicatorGroupBodySchema,
    response: indicatorGroupSchema,
  }),
  'DELETE /plans/indicator-groups/{id}/': endpoint({ ...setting, response: noContentSchema }),
  'GET /plans/disaggregation-categories/': endpoint({
    query: settingListQuerySchema,
    response: disaggregationCategoryPageSchema,
  }),
  'POST /plans/disaggregation-categories/': endpoint({
    body: createDisaggregationCategoryBodySchema,
    response: disaggregationCategorySchema,
  }),
  'PATCH /plans/disaggregation-categories/{id}/': endpoint({
    ...setting,
    body: updateDisaggregationCategoryBodySchema,
    response: disaggregationCategorySchema,
  }),
  'DELETE /plans/disaggregation-categories/{id}/': endpoint({ ...setting, response: noContentSchema }),
} as const satisfies EndpointMap;
