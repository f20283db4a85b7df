import { sql, type SQL } from 'drizzle-orm';
import type { Answers, ResponseOrdering } from '@oversight/shared/surveys/responses.schemas';
import type { DbOrTx } from '../../db/client.js';
import { countedPage } from '../../platform/pagination.js';
import { orderBy } from '../../platform/ordering.js';
import type { AnswerValueRow } from './answer-index.js';
import { anySlot, COUNT_SLOTS } from './response-count.js';

/** SQL of responses, their files, their change log and a form's respondents; every query carries the tenant. */

const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

export type ResponseRow = {
  id: string;
  survey_id: string;
  version: number;
  respondent_id: string | null;
  respondent_public_id: string | null;
  respondent_name: string | null;
  is_draft: boolean;
  answers: Answers;
  client_id: string | null;
  submitted_at: string | Date | null;
  created_at: string | Date;
  modified_at: string | Date;
  edited: boolean;
};

const RESPONSE_COLUMNS = sql`r.id, r.survey_id, r.version, r.respondent_id, ru.id AS respondent_public_id, ru.display_name AS respondent_name,
  r.is_draft, r.answers, r.client_id, r.submitted_at, r.created_at, r.modified_at, r.edited`;
const RESPONSE_FROM = sql`survey_responses r LEFT JOIN users ru ON ru.id = r.respondent_id`;
// The words of the answers' text values (and numbers), for search.
const SEARCH_OF = (answers: SQL) =>
  sql`jsonb_to_tsvector('simple'::regconfig, ${answers}, '["string", "numeric"]')`;

const withAnswers = (row: ResponseRow): ResponseRow => ({ ...row, answers: parsed<Answers>(row.answers) });

export async function findResponse(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<ResponseRow | undefined> {
  const result = await db.execute<ResponseRow>(
    sql`SELECT ${RESPONSE_COLUMNS} FROM ${RESPONSE_FROM} WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ${id}::uuid`,
  );
  return result.rows[0] && withAnswers(result.rows[0]);
}

export async function findByClientId(
  db: DbOrTx,
  surveyId: string,
  clientId: string,
): Promise<ResponseRow | undefined> {
  const result = await db.execute<ResponseRow>(
    sql`SELECT ${RESPONSE_COLUMNS} FROM ${RESPONSE_FROM} WHERE r.survey_id = ${surveyId}::uuid AND r.client_id = ${clientId}::uuid`,
  );
  return result.rows[0] && withAnswers(result.rows[0]);
}

/** Moves the form's count by `delta` (SQL, a count of a statement's rows) in one slot; nothing when it is 0. */
const countMove = (tenantId: string, surveyId: string, slot: number, delta: SQL) => sql`
  INSERT INTO survey_response_counts AS k (survey_id, slot, tenant_id, count)
  SELECT s.id, ${slot % COUNT_SLOTS}::int, s.tenant_id, d.delta
    FROM surveys s, (SELECT ${delta} AS delta) d
   WHERE s.tenant_id = ${tenantId}::uuid AND s.id = ${surveyId}::uuid AND d.delta <> 0
  ON CONFLICT (survey_id, slot) DO UPDATE SET count = k.count + excluded.count WHERE k.tenant_id = excluded.tenant_id`;

export type NewResponse = {
  tenantId: string;
  surveyId: string;
  version: number;
  respondentId: string | null;
  isDraft: boolean;
  answers: Answers;
  clientId: string | null;
  startedAt: string | null;
  /** A submission made elsewhere keeps its own time (imports); otherwise now. */
  submittedAt?: string | null;
};

export type NewResponseRow = Omit<NewResponse, 'tenantId' | 'surveyId'> & {
  /** Chosen here so each caller finds its row in a batch's answer. */
  id: string;
  indexed: readonly AnswerValueRow[];
  fileIds: readonly string[];
};

/**
 * What other modules ask of the form when submissions arrive, carried by the statement that stores them (their own
 * SQL): `measured`, a SELECT answering a row when indicators measure the form; `changed(when)`, writes done only when
 * `when` holds (a submission was stored): `stale`, an UPDATE ... RETURNING 1 of the form's kept summary, and `others`.
 */
export type SubmittedAlongside = {
  measured: SQL;
  changed: ((when: SQL) => { stale: SQL; others: SQL[] }) | undefined;
};
/** What those found: indicators measure the form; the kept summary was just marked stale. */
export type SubmittedTold = { measured: boolean; staleMarked: boolean };

/**
 * New responses to one form in one statement, so atomic without a transaction and one round trip however many: the
 * rows, their indexed answers, their files and the form's count of submissions (and, given `alongside`, what other
 * modules write and read about the form: `told`). A row whose client_id the form already has is left out of the
 * answer (a retried send: the caller reads the first one).
 */
export async function insertResponses(
  db: DbOrTx,
  tenantId: string,
  surveyId: string,
  rows: readonly NewResponseRow[],
  alongside?: SubmittedAlongside,
  slot = anySlot(),
): Promise<{ rows: ResponseRow[]; told: SubmittedTold; answerChars: number }> {
  const column = <T>(pick: (row: NewResponseRow) => T) => sql.param(rows.map(pick));
  const answersJson = rows.map((row) => JSON.stringify(row.answers));
  const indexed = rows.flatMap((row) =>
    row.isDraft ? [] : row.indexed.map((value) => ({ ...value, responseId: row.id })),
  );
  const files = rows.flatMap((row) => row.fileIds.map((fileId) => ({ fileId, responseId: row.id })));
  const changed = alongside?.changed?.(sql`EXISTS (SELECT 1 FROM r WHERE NOT r.is_draft)`);
  const changes = changed
    ? sql`, stale AS (${changed.stale})${sql.join(
        changed.others.map((write, index) => sql`, ${sql.raw(`changed_${index}`)} AS (${write})`),
      )}`
    : sql``;
  const result = await db.execute<
    Omit<ResponseRow, 'answers'> & { measured: boolean; stale_marked: boolean }
  >(sql`
    WITH given AS (
      SELECT * FROM unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.version)}::int[], ${column((row) => row.respondentId)}::uuid[],
                           ${column((row) => row.isDraft)}::boolean[], ${sql.param(answersJson)}::jsonb[],
                           ${column((row) => row.clientId)}::uuid[], ${column((row) => row.startedAt)}::timestamptz[],
                           ${column((row) => row.submittedAt ?? null)}::timestamptz[])
        AS g(id, version, respondent_id, is_draft, answers, client_id, started_at, submitted_at)),
    r AS (
      INSERT INTO survey_responses (id, tenant_id, survey_id, version, respondent_id, is_draft, answers, search, client_id, started_at, submitted_at)
      SELECT g.id, ${tenantId}::uuid, ${surveyId}::uuid, g.version, g.respondent_id, g.is_draft, g.answers, ${SEARCH_OF(sql`g.answers`)},
             g.client_id, g.started_at, CASE WHEN g.is_draft THEN NULL ELSE coalesce(g.submitted_at, now()) END
        FROM given g
      ON CONFLICT (survey_id, client_id) DO NOTHING
      RETURNING id, survey_id, version, respondent_id, is_draft, client_id, submitted_at, created_at, modified_at, edited),
    indexed AS (
      INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
      SELECT r.survey_id, r.id, v.question, v.value, v.number
        FROM unnest(${uuidArray(indexed.map((row) => row.responseId))}, ${sql.param(indexed.map((row) => row.question))}::text[],
                    ${sql.param(indexed.map((row) => row.value))}::text[], ${sql.param(indexed.map((row) => row.number))}::numeric[])
               AS v(response_id, question, value, number)
        JOIN r ON r.id = v.response_id),
    files AS (
      UPDATE survey_files f SET response_id = r.id
        FROM unnest(${uuidArray(files.map((file) => file.fileId))}, ${uuidArray(files.map((file) => file.responseId))}) AS v(file_id, response_id)
        JOIN r ON r.id = v.response_id
       WHERE f.tenant_id = ${tenantId}::uuid AND f.id = v.file_id AND f.survey_id = r.survey_id),
    counted AS (
      ${countMove(tenantId, surveyId, slot, sql`(SELECT count(*)::int FROM r WHERE NOT r.is_draft)`)})${changes}
    SELECT r.*, ru.id AS respondent_public_id, ru.display_name AS respondent_name,
           ${alongside ? sql`EXISTS (${alongside.measured})` : sql`false`} AS measured,
           ${changed ? sql`EXISTS (SELECT 1 FROM stale)` : sql`false`} AS stale_marked
      FROM r LEFT JOIN users ru ON ru.id = r.respondent_id`);
  const answersById = new Map(rows.map((row) => [row.id, row.answers]));
  const first = result.rows[0];
  return {
    rows: result.rows.map(({ measured: _measured, stale_marked: _stale, ...row }) => ({
      ...row,
      answers: answersById.get(row.id)!,
    })),
    told: { measured: !!first?.measured, staleMarked: !!first?.stale_marked },
    answerChars: answersJson.reduce((sum, json) => sum + json.length, 0),
  };
}

/**
 * Merges the pending lists of the responses' GIN indexes (answers, words) into the indexes, as the insert that takes
 * a list past its limit would. Only an owner of the indexes may (as for VACUUM).
 */
export async function mergePendingAnswerLists(db: DbOrTx) {
  await db.execute(
    sql`SELECT gin_clean_pending_list('survey_responses_answers_idx'::regclass), gin_clean_pending_list('survey_responses_search_idx'::regclass)`,
  );
}

/** New answers on a response; a draft becoming a submission gets its submission time and the form's version. */
export async function updateResponseAnswers(
  tx: DbOrTx,
  tenantId: string,
  id: string,
  values: {
    answers: Answers;
    isDraft: boolean;
    version?: number;
    edited?: boolean;
    clientId?: string | null;
  },
) {
  const answers = sql`${JSON.stringify(values.answers)}::jsonb`;
  await tx.execute(sql`
    UPDATE survey_responses SET answers = ${answers}, search = ${SEARCH_OF(answers)}, is_draft = ${values.isDraft},
           client_id = coalesce(${values.clientId ?? null}::uuid, client_id),
           submitted_at = CASE WHEN ${values.isDraft} THEN NULL ELSE coalesce(submitted_at, now()) END,
           version = coalesce(${values.version ?? null}::int, version), edited = edited OR ${values.edited ?? false}, modified_at = now()
     WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`);
}

export async function deleteResponse(tx: DbOrTx, tenantId: string, id: string) {
  await tx.execute(
    sql`DELETE FROM survey_responses WHERE tenant_id = ${tenantId}::uuid AND id = ${id}::uuid`,
  );
}

/** Keeps the form's count of submitted responses (lists never count 100,000 rows). */
export async function addToResponsesCount(tx: DbOrTx, tenantId: string, surveyId: string, delta: number) {
  if (delta === 0) return;
  await tx.execute(countMove(tenantId, surveyId, anySlot(), sql`${delta}::int`));
}

export type ResponseFilter = {
  tenantId: string;
  surveyId: string;
  drafts: boolean | undefined;
  /** Questions whose answers survey_answer_values holds (submitted responses only): their filters read it. */
  indexed?: ReadonlySet<string>;
  respondentId?: string;
  search?: string;
  answers?: { name: string; value: string }[];
  from?: string;
  to?: string;
  numeric?: { name: string; min?: number; max?: number };
  ordering: readonly ResponseOrdering[];
};

const ORDER_COLUMNS = { submitted: sql`r.submitted_at`, modified: sql`r.modified_at` };
/** The ORDER BY of an ordering, ties broken by id in the first field's direction (the indexes' order). */
const responseOrder = (ordering: readonly ResponseOrdering[]) =>
  orderBy(ordering, ORDER_COLUMNS, ordering[0]?.startsWith('-') ? sql`r.id DESC` : sql`r.id ASC`);

/** One JSON containment test per answer filter: a choice or text equal, or a list (select-multiple) holding it. */
function answerCondition(name: string, value: string): SQL {
  const asNumber = Number(value);
  const alternatives = [
    sql`r.answers @> ${JSON.stringify({ [name]: value })}::jsonb`,
    sql`r.answers @> ${JSON.stringify({ [name]: [value] })}::jsonb`,
  ];
  if (value.trim() !== '' && Number.isFinite(asNumber))
    alternatives.push(sql`r.answers @> ${JSON.stringify({ [name]: asNumber })}::jsonb`);
  if (value === 'true' || value === 'false')
    alternatives.push(sql`r.answers @> ${JSON.stringify({ [name]: value === 'true' })}::jsonb`);
  return sql`(${sql.join(alternatives, sql` OR `)})`;
}

/** Response ids with this answer, index-only from survey_answer_values. */
const withValue = (surveyId: string, name: string, value: string) =>
  sql`SELECT v.response_id FROM survey_answer_values v WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${name} AND v.value = ${value}`;
const withNumber = (surveyId: string, numeric: { name: string; min?: number; max?: number }) =>
  sql`SELECT v.response_id FROM survey_answer_values v WHERE v.survey_id = ${surveyId}::uuid AND v.question = ${numeric.name}
        ${numeric.min !== undefined ? sql`AND v.number >= ${numeric.min}` : sql``} ${numeric.max !== undefined ? sql`AND v.number <= ${numeric.max}` : sql``}`;

/** The filter as SQL: `base` every response of the list meets, `indexed` id sets, `other` conditions on the rows. */
function conditionsOf(filter: ResponseFilter, numberOnRows = false) {
  const base: SQL[] = [
    sql`r.tenant_id = ${filter.tenantId}::uuid`,
    sql`r.survey_id = ${filter.surveyId}::uuid`,
  ];
  if (filter.drafts !== undefined) base.push(filter.drafts ? sql`r.is_draft` : sql`NOT r.is_draft`);
  if (filter.respondentId) base.push(sql`r.respondent_id = ${filter.respondentId}::uuid`);
  const useIndex = (name: string) => filter.drafts === false && !!filter.indexed?.has(name);
  const indexed: SQL[] = [];
  const other: SQL[] = [];
  if (filter.search) other.push(sql`r.search @@ plainto_tsquery('simple', ${filter.search})`);
  for (const { name, value } of filter.answers ?? []) {
    if (useIndex(name)) indexed.push(withValue(filter.surveyId, name, value));
    else other.push(answerCondition(name, value));
  }
  if (filter.from) other.push(sql`r.submitted_at >= ${filter.from}::date`);
  if (filter.to) other.push(sql`r.submitted_at < ${filter.to}::date + 1`);
  if (filter.numeric && useIndex(filter.numeric.name) && !numberOnRows)
    indexed.push(withNumber(filter.surveyId, filter.numeric));
  else if (filter.numeric) {
    const value = sql`CASE WHEN jsonb_typeof(r.answers -> ${filter.numeric.name}) = 'number' THEN (r.answers ->> ${filter.numeric.name})::numeric END`;
    if (filter.numeric.min !== undefined) other.push(sql`${value} >= ${filter.numeric.min}`);
    if (filter.numeric.max !== undefined) other.push(sql`${value} <= ${filter.numeric.max}`);
  }
  return { base, indexed, other };
}

/** The filter as one condition on `survey_responses r` (lists, batches, and a filtered export's id table). */
export function whereOf(filter: ResponseFilter, numberOnRows = false): SQL {
  const { base, indexed, other } = conditionsOf(filter, numberOnRows);
  return sql.join([...base, ...indexed.map((ids) => sql`r.id IN (${ids})`), ...other], sql` AND `);
}

/**
 * Counts. Filters on indexed answers are counted from their id sets alone; with other conditions too, only the
 * responses in those sets are read (by primary key), never the whole form's.
 */
async function countResponses(db: DbOrTx, filter: ResponseFilter): Promise<number> {
  const { base, indexed, other } = conditionsOf(filter);
  const ids = sql.join(indexed, sql` INTERSECT `);
  const query = !indexed.length
    ? sql`SELECT count(*)::int AS count FROM survey_responses r WHERE ${whereOf(filter)}`
    : !other.length
      ? sql`SELECT count(*)::int AS count FROM (${ids}) AS ids`
      : sql`SELECT count(*)::int AS count FROM (${ids}) AS ids JOIN survey_responses r ON r.id = ids.response_id WHERE ${sql.join([...base, ...other], sql` AND `)}`;
  return (await db.execute<{ count: number }>(query)).rows[0]!.count;
}

export const countFiltered = countResponses;

/** Which of these client ids a form's responses already carry (imports skip them), one query. */
export async function findClientIds(db: DbOrTx, surveyId: string, clientIds: string[]): Promise<Set<string>> {
  if (!clientIds.length) return new Set();
  const result = await db.execute<{ client_id: string }>(
    sql`SELECT client_id FROM survey_responses WHERE survey_id = ${surveyId}::uuid AND client_id = ANY(${uuidArray(clientIds)})`,
  );
  return new Set(result.rows.map((row) => row.client_id));
}

/** A response as exports read it: the answers, when and by whom; submitted_key is the keyset's exact timestamp. */
export type ExportRow = {
  id: string;
  version: number;
  respondent_name: string | null;
  submitted_at: string | Date | null;
  submitted_key: string;
  edited: boolean;
  answers: Answers;
};

const NUMBER_ON_ROWS_SHARE = 100;

const reversed = (ordering: readonly ResponseOrdering[]) =>
  ordering.map((item) => (item.startsWith('-') ? item.slice(1) : `-${item}`) as ResponseOrdering);

/**
 * A page of responses. The page's ids are found first (index-only on the submission index), then its rows are read;
 * a page past the middle is read from the other end, so the last page costs what the first does. `knownCount`
 * (the form's kept count, when nothing filters) spares counting 100,000 rows. A number range that at least 1 in
 * NUMBER_ON_ROWS_SHARE of the form's `formCount` responses meet is tested on the rows the page passes (their
 * answers' JSON, which says what the index says) rather than by looking each up among the index's ~30 rows of its
 * response: ~400 buffers against ~3,900 for a page of a 10 % range at 100,000 responses. A rarer range keeps the
 * index, whose id set is small, since walking the rows would pass thousands for one page.
 */
export async function findResponses(
  db: DbOrTx,
  filter: ResponseFilter,
  page: { limit: number; offset: number },
  knownCount?: number,
  formCount?: number,
): Promise<{ count: number; rows: ResponseRow[] }> {
  const count = knownCount ?? (await countResponses(db, filter));
  const numberOnRows =
    !!filter.numeric && formCount !== undefined && count * NUMBER_ON_ROWS_SHARE >= formCount;
  const where = whereOf(filter, numberOnRows);
  if (page.offset >= count) return { count, rows: [] };
  const fromEnd = page.offset + page.limit / 2 > count / 2;
  const ordering = fromEnd ? reversed(filter.ordering) : filter.ordering;
  const offset = fromEnd ? Math.max(0, count - page.offset - page.limit) : page.offset;
  const limit = fromEnd ? count - page.offset - offset : page.limit;
  const order = responseOrder(ordering.length ? ordering : ['-submitted']);
  const result = await db.execute<ResponseRow>(sql`
    SELECT ${RESPONSE_COLUMNS}
      FROM (SELECT r.id FROM survey_responses r WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS paged
      JOIN survey_responses r ON r.id = paged.id LEFT JOIN users ru ON ru.id = r.respondent_id
     ORDER BY ${order}`);
  const rows = result.rows.map(withAnswers);
  return { count, rows: fromEnd ? rows.reverse() : rows };
}

/** Replaces a response's indexed answers (none for a draft). The rows hold no tenant: their response's names it. */
export async function replaceAnswerValues(
  tx: DbOrTx,
  tenantId: string,
  surveyId: string,
  responseId: string,
  rows: { question: string; value: string; number: number | null }[],
) {
  await tx.execute(sql`DELETE FROM survey_answer_values
    WHERE response_id = (SELECT r.id FROM survey_responses r WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ${responseId}::uuid)`);
  if (!rows.length) return;
  await tx.execute(sql`
    INSERT INTO survey_answer_values (survey_id, response_id, question, value, number)
    SELECT r.survey_id, r.id, v.question, v.value, v.number
      FROM survey_responses r,
           unnest(${sql.param(rows.map((row) => row.question))}::text[], ${sql.param(rows.map((row) => row.value))}::text[],
                  ${sql.param(rows.map((row) => row.number))}::numeric[]) AS v(question, value, number)
     WHERE r.tenant_id = ${tenantId}::uuid AND r.id = ${responseId}::uuid AND r.survey_id = ${surveyId}::uuid`);
}

// Files

export type FileRow = {
  id: string;
  tenant_id: string;
  response_id: string | null;
  survey_id: string;
  uploader_id: string | null;
  question: string | null;
  storage_key: string;
  url: string;
  name: string;
  content_type: string;
  bytes: number;
};

const FILE_COLUMNS = sql`f.id, f.tenant_id, f.response_id, f.survey_id, f.uploader_id, f.question, f.storage_key, f.url, f.name, f.content_type, f.bytes`;

export async function insertFile(
  db: DbOrTx,
  values: Omit<FileRow, 'id' | 'response_id' | 'tenant_id'> & {
    tenantId: string;
    uploader_ip: string | null;
  },
): Promise<FileRow> {
  const result = await db.execute<FileRow>(sql`
    INSERT INTO survey_files AS f (tenant_id, survey_id, uploader_id, uploader_ip, question, storage_key, url, name, content_type, bytes)
    VALUES (${values.tenantId}::uuid, ${values.survey_id}::uuid, ${values.uploader_id}::uuid, ${values.uploader_ip}, ${values.question}, ${values.storage_key}, ${values.url},
            ${values.name}, ${values.content_type}, ${values.bytes})
    RETURNING ${FILE_COLUMNS}`);
  return result.rows[0]!;
}

export async function findFiles(db: DbOrTx, surveyId: string, ids: string[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<FileRow>(
    sql`SELECT ${FILE_COLUMNS} FROM survey_files f WHERE f.survey_id = ${surveyId}::uuid AND f.id = ANY(${uuidArray(ids)})`,
  );
  return result.rows;
}

/** The files of several responses at once (a page of responses: one query). */
export async function findResponseFiles(db: DbOrTx, responseIds: string[]): Promise<FileRow[]> {
  if (!responseIds.length) return [];
  const result = await db.execute<FileRow>(
    sql`SELECT ${FILE_COLUMNS} FROM survey_files f WHERE f.response_id = ANY(${uuidArray(responseIds)}) ORDER BY f.created_at`,
  );
  return result.rows;
}

/** Attaches the named files to the response and lets go of the ones its answers no longer name. */
export async function attachFiles(tx: DbOrTx, tenantId: string, responseId: string, fileIds: string[]) {
  await tx.execute(sql`
    UPDATE survey_files SET response_id = CASE WHEN id = ANY(${uuidArray(fileIds)}) THEN ${responseId}::uuid ELSE NULL END
     WHERE tenant_id = ${tenantId}::uuid AND (response_id = ${responseId}::uuid OR id = ANY(${uuidArray(fileIds)}))`);
}

// Change log

export async function insertChange(
  tx: DbOrTx,
  values: { tenantId: string; responseId: string; changedBy: string | null; changes: unknown },
) {
  await tx.execute(sql`
    INSERT INTO survey_response_changes (tenant_id, response_id, changed_by, changes)
    VALUES (${values.tenantId}::uuid, ${values.responseId}::uuid, ${values.changedBy}::uuid, ${JSON.stringify(values.changes)}::jsonb)`);
}

export type ChangeRow = {
  changed_by_id: string | null;
  changed_by_name: string | null;
  changed_at: string | Date;
  changes: unknown;
};

export async function findChanges(db: DbOrTx, responseId: string): Promise<ChangeRow[]> {
  const result = await db.execute<ChangeRow>(sql`
    SELECT u.id AS changed_by_id, u.display_name AS changed_by_name, c.changed_at, c.changes
      FROM survey_response_changes c LEFT JOIN users u ON u.id = c.changed_by
     WHERE c.response_id = ${responseId}::uuid ORDER BY c.changed_at DESC, c.id DESC`);
  return result.rows.map((row) => ({ ...row, changes: parsed(row.changes) }));
}

// Respondents

export type RespondentRow = {
  id: string;
  display_name: string;
  email: string | null;
  created_at: string | Date;
};

export async function findUsersForRespondents(
  db: DbOrTx,
  tenantId: string,
  emails: string[],
  userIds: string[],
) {
  const result = await db.execute<{ id: string; email: string }>(sql`
    SELECT id, email FROM users
     WHERE tenant_id = ${tenantId}::uuid AND NOT is_pseudo AND is_active AND deleted_at IS NULL
       AND (lower(email) = ANY(${sql.param(emails)}::text[]) OR id = ANY(${uuidArray(userIds)}))`);
  return result.rows;
}

export async function addRespondents(
  tx: DbOrTx,
  values: { tenantId: string; surveyId: string; userIds: string[]; addedBy: string },
) {
  if (!values.userIds.length) return;
  await tx.execute(sql`
    INSERT INTO survey_respondents (tenant_id, survey_id, user_id, added_by)
    SELECT ${values.tenantId}::uuid, ${values.surveyId}::uuid, unnest(${uuidArray(values.userIds)}), ${values.addedBy}::uuid
    ON CONFLICT DO NOTHING`);
}

export async function removeRespondent(
  tx: DbOrTx,
  tenantId: string,
  surveyId: string,
  userId: string,
): Promise<boolean> {
  const result = await tx.execute(
    sql`DELETE FROM survey_respondents WHERE tenant_id = ${tenantId}::uuid AND survey_id = ${surveyId}::uuid AND user_id = ${userId}::uuid RETURNING 1`,
  );
  return result.rows.length > 0;
}

export async function findRespondents(
  db: DbOrTx,
  surveyId: string,
  page: { limit: number; offset: number },
  userIds?: string[],
) {
  const only = userIds ? sql`AND sr.user_id = ANY(${uuidArray(userIds)})` : sql``;
  return countedPage<RespondentRow>(
    db,
    sql`SELECT count(*)::int AS count FROM survey_respondents sr WHERE sr.survey_id = ${surveyId}::uuid ${only}`,
    sql`
      SELECT u.id, u.display_name, u.email, sr.created_at
        FROM survey_respondents sr JOIN users u ON u.id = sr.user_id
       WHERE sr.survey_id = ${surveyId}::uuid ${only}
       ORDER BY sr.created_at DESC, u.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    'together',
  );
}

/** Published projects and organisations named by project / mda answers that exist in the tenant. */
export async function existingReferences(
  db: DbOrTx,
  tenantId: string,
  projectIds: string[],
  organizationIds: string[],
) {
  const [projects, organizations] = await Promise.all([
    projectIds.length
      ? db.execute<{ public_id: string }>(sql`
          SELECT public_id FROM projects WHERE tenant_id = ${tenantId}::uuid AND is_published AND public_id = ANY(${sql.param(projectIds)}::text[])`)
      : Promise.resolve({ rows: [] as { public_id: string }[] }),
    organizationIds.length
      ? db.execute<{ public_id: string }>(sql`
          SELECT id::text AS public_id FROM organizations WHERE tenant_id = ${tenantId}::uuid AND id::text = ANY(${sql.param(organizationIds)}::text[])`)
      : Promise.resolve({ rows: [] as { public_id: string }[] }),
  ]);
  return {
    projects: new Set(projects.rows.map((row) => row.public_id)),
    organizations: new Set(organizations.rows.map((row) => row.public_id)),
  };
}
