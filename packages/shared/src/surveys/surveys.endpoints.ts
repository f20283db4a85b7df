import { endpoint, type EndpointMap, fileResponse, noContentSchema } from '../endpoint.js';
import {
  createExportBodySchema,
  exportListQuerySchema,
  exportParamsSchema,
  exportStatusSchema,
  exportTaskQuerySchema,
  surveyExportPageSchema,
} from './exports.schemas.js';
import {
  flatQuestionListSchema,
  mdaFormQuestionPageQuerySchema,
  mdaFormQuestionPageSchema,
  questionListQuerySchema,
} from './questions.schemas.js';
import {
  createTemplateBodySchema,
  createWithAiBodySchema,
  generateReportBodySchema,
  previewBodySchema,
  reportDataSchema,
  reportFileQuerySchema,
  reportPageQuerySchema,
  reportParamsSchema,
  reportTaskQuerySchema,
  reportTaskSchema,
  reportTaskStartedSchema,
  reportTemplateSchema,
  surveyReportPageSchema,
  surveyReportSchema,
  templatePageQuerySchema,
  templatePageSchema,
  templateParamsSchema,
  updateTemplateBodySchema,
} from './reports.schemas.js';
import {
  addRespondentsBodySchema,
  addRespondentsResultSchema,
  respondBodySchema,
  respondentListQuerySchema,
  respondentPageSchema,
  responseDetailSchema,
  responseFileParamsSchema,
  responseFileSchema,
  responseIdQuerySchema,
  responsePageQuerySchema,
  responsePageSchema,
  responseSchema,
  updateResponseBodySchema,
} from './responses.schemas.js';
import {
  availableFieldsSchema,
  chartListSchema,
  chartParamsSchema,
  chartSchema,
  createChartBodySchema,
  crossTabQuerySchema,
  crossTabSchema,
  summaryStatusQuerySchema,
  summaryTaskSchema,
  triggerSummaryQuerySchema,
} from './results.schemas.js';
import {
  createSurveyBodySchema,
  createSurveyGroupBodySchema,
  groupSurveysBodySchema,
  importXlsFormResponseSchema,
  renameSurveyGroupBodySchema,
  respondentParamsSchema,
  surveyDetailSchema,
  surveyGroupPageQuerySchema,
  surveyGroupPageSchema,
  surveyGroupParamsSchema,
  surveyGroupSchema,
  surveyPageQuerySchema,
  surveyPageSchema,
  surveyParamsSchema,
  surveySchema,
  updateSurveyBodySchema,
} from './surveys.schemas.js';

/** Surveys' (forms, questions, responses, results, reports, exports) endpoints in the typed route map (packages/shared/src/endpoints.ts). */
export const surveysEndpoints = {
  'GET /surveys/organization-surveys/': endpoint({
    query: surveyPageQuerySchema,
    response: surveyPageSchema,
  }),
  'POST /surveys/': endpoint({ body: createSurveyBodySchema, response: surveyDetailSchema }),
  'GET /surveys/{id}/': endpoint({ params: surveyParamsSchema, response: surveyDetailSchema }),
  'PATCH /surveys/{id}/': endpoint({
    params: surveyParamsSchema,
    body: updateSurveyBodySchema,
    response: surveyDetailSchema,
  }),
  'DELETE /surveys/{id}/': endpoint({ params: surveyParamsSchema, response: noContentSchema }),
  'POST /surveys/{id}/publish/': endpoint({ params: surveyParamsSchema, response: surveySchema }),
  'POST /surveys/{id}/unpublish/': endpoint({ params: surveyParamsSchema, response: surveySchema }),
  'POST /surveys/{id}/archive/': endpoint({ params: surveyParamsSchema, response: surveySchema }),
  'POST /surveys/{id}/duplicate/': endpoint({ params: surveyParamsSchema, response: surveyDetailSchema }),
  'POST /surveys/import-xlsform/': endpoint({ response: importXlsFormResponseSchema }),
  'GET /surveys/{id}/export-xlsform/': endpoint({ params: surveyParamsSchema, response: fileResponse }),
  'GET /surveys/groups/': endpoint({ query: surveyGroupPageQuerySchema, response: surveyGroupPageSchema }),
  'POST /surveys/groups/': endpoint({ body: createSurveyGroupBodySchema, response: surveyGroupSchema }),
  'DELETE /surveys/groups/{id}/': endpoint({ params: surveyGroupParamsSchema, response: noContentSchema }),
  'POST /surveys/groups/rename-group/': endpoint({
    body: renameSurveyGroupBodySchema,
    response: surveyGroupSchema,
  }),
  'POST /surveys/groups/group-survey/': endpoint({
    body: groupSurveysBodySchema,
    response: surveyGroupSchema,
  }),
  'POST /surveys/groups/ungroup-survey/': endpoint({
    body: groupSurveysBodySchema,
    response: surveyGroupSchema,
  }),
  'GET /surveys/{id}/questions/': endpoint({
    params: surveyParamsSchema,
    query: questionListQuerySchema,
    response: flatQuestionListSchema,
  }),
  'GET /surveys/mda-form-questions/': endpoint({
    query: mdaFormQuestionPageQuerySchema,
    response: mdaFormQuestionPageSchema,
  }),
  'POST /surveys/{id}/respond/': endpoint({
    params: surveyParamsSchema,
    body: respondBodySchema,
    response: responseSchema,
  }),
  'POST /surveys/{id}/files/': endpoint({ params: responseFileParamsSchema, response: responseFileSchema }),
  'GET /surveys/{id}/responses/': endpoint({
    params: surveyParamsSchema,
    query: responsePageQuerySchema,
    response: responsePageSchema,
  }),
  'GET /surveys/{id}/my-responses/': endpoint({
    params: surveyParamsSchema,
    query: responsePageQuerySchema,
    response: responsePageSchema,
  }),
  'GET /surveys/form-response/': endpoint({ query: responseIdQuerySchema, response: responseDetailSchema }),
  'PATCH /surveys/form-response/': endpoint({
    query: responseIdQuerySchema,
    body: updateResponseBodySchema,
    response: responseDetailSchema,
  }),
  'DELETE /surveys/form-response/': endpoint({ query: responseIdQuerySchema, response: noContentSchema }),
  'POST /surveys/{id}/add-respondents/': endpoint({
    params: surveyParamsSchema,
    body: addRespondentsBodySchema,
    response: addRespondentsResultSchema,
  }),
  'GET /surveys/{id}/respondents/': endpoint({
    params: surveyParamsSchema,
    query: respondentListQuerySchema,
    response: respondentPageSchema,
  }),
  'DELETE /surveys/{id}/respondents/{user_id}/': endpoint({
    params: respondentParamsSchema,
    response: noContentSchema,
  }),
  'GET /surveys/{id}/available-fields/': endpoint({
    params: surveyParamsSchema,
    response: availableFieldsSchema,
  }),
  'POST /surveys/{id}/trigger-form-summary/': endpoint({
    params: surveyParamsSchema,
    query: triggerSummaryQuerySchema,
    response: summaryTaskSchema,
  }),
  'GET /surveys/form-summary-status/': endpoint({
    query: summaryStatusQuerySchema,
    response: summaryTaskSchema,
  }),
  'GET /surveys/{id}/analytics/table/': endpoint({
    params: surveyParamsSchema,
    query: crossTabQuerySchema,
    response: crossTabSchema,
  }),
  'GET /surveys/{id}/visualizations/': endpoint({ params: surveyParamsSchema, response: chartListSchema }),
  'POST /surveys/{id}/visualizations/': endpoint({
    params: surveyParamsSchema,
    body: createChartBodySchema,
    response: chartSchema,
  }),
  'DELETE /surveys/charts/{id}/': endpoint({ params: chartParamsSchema, response: noContentSchema }),
  'GET /surveys/report-templates/': endpoint({
    query: templatePageQuerySchema,
    response: templatePageSchema,
  }),
  'POST /surveys/report-templates/': endpoint({
    body: createTemplateBodySchema,
    response: reportTemplateSchema,
  }),
  'GET /surveys/report-templates/{id}/': endpoint({
    params: templateParamsSchema,
    response: reportTemplateSchema,
  }),
  'PATCH /surveys/report-templates/{id}/': endpoint({
    params: templateParamsSchema,
    body: updateTemplateBodySchema,
    response: reportTemplateSchema,
  }),
  'DELETE /surveys/report-templates/{id}/': endpoint({
    params: templateParamsSchema,
    response: noContentSchema,
  }),
  'POST /surveys/report-templates/create-with-ai/': endpoint({
    body: createWithAiBodySchema,
    response: reportTemplateSchema,
  }),
  'POST /surveys/report-templates/preview/': endpoint({
    body: previewBodySchema,
    response: reportDataSchema,
  }),
  'POST /surveys/report-templates/generate-report/': endpoint({
    body: generateReportBodySchema,
    response: reportTaskStartedSchema,
  }),
  'GET /surveys/report-templates/generate-report-status/': endpoint({
    query: reportTaskQuerySchema,
    response: reportTaskSchema,
  }),
  'GET /surveys/survey-reports/{id}/': endpoint({
    params: surveyParamsSchema,
    query: reportPageQuerySchema,
    response: surveyReportPageSchema,
  }),
  'GET /surveys/report-files/{id}/': endpoint({
    params: reportParamsSchema,
    query: reportFileQuerySchema,
    response: fileResponse,
  }),
  'POST /surveys/upload_report/': endpoint({ response: surveyReportSchema }),
  'POST /surveys/{id}/exports/': endpoint({
    params: surveyParamsSchema,
    body: createExportBodySchema,
    response: exportStatusSchema,
  }),
  'GET /surveys/{id}/exports/': endpoint({
    params: surveyParamsSchema,
    query: exportListQuerySchema,
    response: surveyExportPageSchema,
  }),
  'GET /surveys/export-status/': endpoint({ query: exportTaskQuerySchema, response: exportStatusSchema }),
  'GET /surveys/exports/{id}/download/': endpoint({ params: exportParamsSchema, response: fileResponse }),
} as const satisfies EndpointMap;
