import type { Section } from '@oversight/shared/surveys/questions.schemas';
import type {
  Respondent,
  ResponseChange,
  ResponseFile,
  SurveyResponse,
  SurveyResponseDetail,
} from '@oversight/shared/surveys/responses.schemas';
import type { ChangeRow, FileRow, RespondentRow, ResponseRow } from './responses.repository.js';
import type { SurveyRow } from './surveys.repository.js';
import { answerFileUrl, type FileUrlConfig } from './answer-file-urls.js';
import { isoTimestamp, isoTimestampOrNull } from '../../platform/timestamps.js';

/** Response rows to the shared response schemas. */

/** An answer file with a signed, expiring link: only callers allowed to see its response are handed one. */
export const presentFile = (file: FileRow, config: FileUrlConfig): ResponseFile => ({
  id: file.id,
  url: answerFileUrl(config, file),
  name: file.name,
  content_type: file.content_type,
  bytes: file.bytes,
  question: file.question,
});

export function presentResponse(
  row: ResponseRow,
  form: Pick<SurveyRow, 'public_id' | 'name'>,
  files: FileRow[],
  abilities: SurveyResponse['abilities'],
  config: FileUrlConfig,
): SurveyResponse {
  return {
    id: row.id,
    survey: { id: form.public_id, name: form.name },
    version: row.version,
    is_draft: row.is_draft,
    answers: row.answers,
    respondent: row.respondent_public_id
      ? { id: row.respondent_public_id, display_name: row.respondent_name ?? '' }
      : null,
    files: files.map((file) => presentFile(file, config)),
    submitted_at: isoTimestampOrNull(row.submitted_at),
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    edited: row.edited,
    abilities,
  };
}

export function presentResponseDetail(
  response: SurveyResponse,
  sections: Section[],
  changes: ChangeRow[],
): SurveyResponseDetail {
  return {
    ...response,
    sections,
    changes: changes.map((change): ResponseChange => ({
      changed_by: change.changed_by_id
        ? { id: change.changed_by_id, display_name: change.changed_by_name ?? '' }
        : null,
      changed_at: isoTimestamp(change.changed_at),
      changes: change.changes as ResponseChange['changes'],
    })),
  };
}

export const presentRespondent = (row: RespondentRow): Respondent => ({
  id: row.id,
  display_name: row.display_name,
  email: row.email,
  added: isoTimestamp(row.created_at),
});
