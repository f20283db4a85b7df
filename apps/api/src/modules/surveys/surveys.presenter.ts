import type { Section } from '@oversight/shared/surveys/questions.schemas';
import {
  SURVEY_TYPES,
  type Survey,
  type SurveyAbilities,
  type SurveyDetail,
  type SurveyGroup,
  type SurveyType,
} from '@oversight/shared/surveys/surveys.schemas';
import { isoTimestamp, isoTimestampOrNull } from '../../platform/timestamps.js';
import { closedReason } from './surveys.policy.js';
import type { GroupRow, SurveyRow } from './surveys.repository.js';

/** Rows to the shared response schemas. */

const surveyType = (value: string): SurveyType =>
  (SURVEY_TYPES as readonly string[]).includes(value) ? (value as SurveyType) : 'survey';

export function presentSurvey(
  row: SurveyRow,
  options: { shared: boolean; abilities: SurveyAbilities },
): Survey {
  return {
    id: row.public_id,
    name: row.name,
    description: row.description,
    is_published: row.is_published,
    publish_date: isoTimestampOrNull(row.publish_date),
    expire_date: isoTimestampOrNull(row.expire_date),
    accepting_responses: row.accepting_responses,
    archived: row.archived,
    survey_type: surveyType(row.survey_type),
    is_template: row.is_template,
    organization: { id: row.organization_id, name: row.organization_name },
    created_by: row.created_by_id ? { id: row.created_by_id, display_name: row.created_by_name ?? '' } : null,
    // The column is coalesced to '[]'; PGlite may hand JSON over as text.
    groups: typeof row.groups === 'string' ? (JSON.parse(row.groups) as SurveyRow['groups']) : row.groups,
    shared: options.shared,
    abilities: options.abilities,
    version: row.version,
    questions_count: row.questions_count,
    responses_count: row.responses_count,
    is_public: row.is_public,
    closed_reason: closedReason(row),
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
  };
}

export const presentSurveyDetail = (
  row: SurveyRow,
  options: { shared: boolean; abilities: SurveyAbilities },
  sections: Section[],
): SurveyDetail => ({
  ...presentSurvey(row, options),
  sections,
});

export function presentGroup(
  row: GroupRow,
  options: { shared: boolean; abilities: SurveyGroup['abilities'] },
): SurveyGroup {
  return {
    id: row.id,
    name: row.name,
    surveys_count: row.surveys_count,
    organization: { id: row.organization_id, name: row.organization_name },
    shared: options.shared,
    abilities: options.abilities,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
  };
}
