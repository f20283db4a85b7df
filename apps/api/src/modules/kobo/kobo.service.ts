import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  ImportKoboFormBody,
  ImportKoboFormResponse,
  KoboAssetsResponse,
  KoboImportStatus,
} from '@oversight/shared/surveys/kobo.schemas';
import { createSurveyBodySchema } from '@oversight/shared/surveys/surveys.schemas';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { KoboClient, KoboError } from '../../integrations/kobotoolbox/kobo-client.js';
import { koboContentToXlsForm } from '../../integrations/kobotoolbox/kobo-xlsform.js';
import { decryptToken } from '../../integrations/kobotoolbox/token-cipher.js';
import {
  badRequest,
  forbidden,
  HttpError,
  nonFieldError,
  notFound,
  unauthorized,
  zodIssuesToFieldErrors,
} from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ContextOf } from '../../platform/request-context.js';
import { formResultsChanged } from '../form-results/form-results.service.js';
import { formAnswersChanged } from '../plans/indicator-measures.service.js';
import { storeAnswerFile } from '../surveys/answer-files.service.js';
import { importResponse, knownClientIds } from '../surveys/responses.service.js';
import { formSections } from '../surveys/structure.service.js';
import {
  createSurvey,
  loadSurvey,
  loadSurveyById,
  surveyForJob,
  updateSurvey,
  type SurveysContext,
} from '../surveys/surveys.service.js';
import { readXlsForm } from '../surveys/xlsform/xlsform-reader.js';
import { mapSubmission, setAt, submissionKey } from './kobo-answers.js';
import * as repo from './kobo.repository.js';
import { isoTimestamp, isoTimestampOrNull } from '../../platform/timestamps.js';

/**
 * KoboToolbox import: an organisation's Kobo forms listed, one made into ours through the XLSForm reader
 * the .xlsx import uses, refreshed when it changes there, and its submissions imported by a job, each once.
 */

export const KOBO_RESPONSES_JOB = 'surveys.kobo-responses';
const PAGE = 100;
/** 10,000 pages: a million submissions at Kobo's smallest page; beyond that the links are taken to loop. */
const MAX_PAGES = 10_000;
const PROBLEMS_KEPT = 20;
const IMPORT_NOT_FOUND = 'No KoboToolbox import has this id.';

/** What the import job uses: a RequestContext's parts, or the app itself (it carries the same). */
export type KoboDeps = ContextOf<'db' | 'jobs' | 'storage' | 'config' | 'log'> & { pageSize?: number };
/** What the routes' services use of the request's context (a route passes `request.ctx`). */
type KoboCaller = SurveysContext & ContextOf<'config'>;

/** Kobo's failures in words: a refused token or a missing form is the user's to fix (400), a silent server ours (502). */
function inWords(error: unknown, field = 'asset_uid'): never {
  if (!(error instanceof KoboError)) throw error;
  if (error.kind === 'unauthorized' || error.kind === 'private_address') throw nonFieldError(error.message);
  if (error.kind === 'not_found') throw badRequest({ [field]: [error.message] });
  throw new HttpError(502, { detail: error.message });
}

async function clientOf(
  db: Database,
  config: AppConfig,
  tenantId: string,
  organizationId: string,
): Promise<{ client: KoboClient; serverUrl: string }> {
  const secret = config.jwtSecret;
  const row = await repo.findConnection(db, tenantId, organizationId);
  const token = row?.kobo_token ? decryptToken(secret, row.kobo_token) : null;
  if (!row?.kobo_token || !row.kobo_server_url)
    throw nonFieldError(
      'KoboToolbox is not connected: in Settings, Organisation, save your KoboToolbox server and API token first.',
    );
  if (!token)
    throw nonFieldError(
      'The saved KoboToolbox token can no longer be read on this server: save it again in the organisation settings.',
    );
  return {
    client: new KoboClient(row.kobo_server_url, token, {
      allowPrivateAddresses: config.koboAllowPrivateAddresses,
    }),
    serverUrl: row.kobo_server_url,
  };
}

function organizationOf(caller: SurveysContext) {
  if (!caller.auth.user) throw unauthorized();
  if (!caller.auth.organization) throw forbidden('Act for an organisation to use its KoboToolbox account.');
  return caller.auth.organization;
}

/** GET /surveys/kobo-connection/: whether the organisation is connected, to which server (never the token). */
export async function getConnection(caller: KoboCaller) {
  const organization = organizationOf(caller);
  const row = await repo.findConnection(caller.db, caller.auth.tenant.id, organization.id);
  const set = !!row?.kobo_token;
  return {
    kobotoolbox_token_set: set,
    last4: set ? row.kobo_token_last4 : null,
    server_url: set ? row.kobo_server_url : null,
  };
}

/** GET /surveys/kobo-assets/: the account's forms, deployed first, with the form of ours made from each. */
export async function listKoboAssets(caller: KoboCaller): Promise<KoboAssetsResponse> {
  const organization = organizationOf(caller);
  const { client, serverUrl } = await clientOf(
    caller.db,
    caller.config,
    caller.auth.tenant.id,
    organization.id,
  );
  const assets = await client.listSurveys().catch((error: unknown) => inWords(error));
  const ours = await repo.surveysOfAssets(
    caller.db,
    organization.id,
    assets.map((asset) => asset.uid),
  );
  const results = assets
    .map((asset) => ({
      uid: asset.uid,
      name: asset.name || asset.uid,
      deployed: !!(asset.deployment__active ?? asset.has_deployment),
      submissions:
        typeof asset.deployment__submission_count === 'number' ? asset.deployment__submission_count : null,
      modified: asset.date_modified ?? null,
      survey_id: ours.get(asset.uid) ?? null,
    }))
    .sort((a, b) => Number(b.deployed) - Number(a.deployed) || a.name.localeCompare(b.name));
  return { server_url: serverUrl, count: results.length, results };
}

/** The Kobo form read through the XLSForm mapping: its sections, name and the rows left out. */
async function readKoboForm(client: KoboClient, uid: string, name?: string) {
  const asset = await client.getAsset(uid).catch((error: unknown) => inWords(error));
  if (!asset.content?.survey?.length)
    throw badRequest({
      asset_uid: ['This KoboToolbox form has no questions yet: add some in KoboToolbox first.'],
    });
  const workbook = await koboContentToXlsForm(asset.content, asset.name || uid);
  const read = await readXlsForm(workbook, {
    name,
    defaultName: (asset.name || 'KoboToolbox form').slice(0, 200),
  });
  return { asset, read };
}

/** POST /surveys/import-kobo-form/: one of ours made from a Kobo form (a draft, as an XLSForm upload makes). */
export async function importKoboForm(
  caller: KoboCaller,
  body: ImportKoboFormBody,
): Promise<ImportKoboFormResponse> {
  const organization = organizationOf(caller);
  const { client } = await clientOf(caller.db, caller.config, caller.auth.tenant.id, organization.id);
  const existing = (await repo.surveysOfAssets(caller.db, organization.id, [body.asset_uid])).get(
    body.asset_uid,
  );
  if (existing)
    throw badRequest({
      asset_uid: ['This KoboToolbox form is already imported: refresh that form to bring its changes.'],
    });
  const { read } = await readKoboForm(client, body.asset_uid, body.name);
  const parsed = createSurveyBodySchema.safeParse({
    name: body.name ?? read.name!.slice(0, 200),
    sections: read.sections,
  });
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error.issues));
  const created = await createSurvey(caller, parsed.data);
  await repo.linkSurvey(caller.db, caller.auth.tenant.id, created.id, body.asset_uid);
  return { ...created, kobo_asset_uid: body.asset_uid, import_issues: read.issues };
}

async function koboForm(caller: SurveysContext, surveyId: string) {
  const { row } = await loadSurvey(caller, surveyId, PERMISSIONS.CREATE_EDIT_FORM);
  const uid = await repo.koboAssetOf(caller.db, row.id);
  if (!uid) throw badRequest({ survey_id: ['This form was not made from a KoboToolbox form.'] });
  return { row, uid };
}

/** POST /surveys/refresh-kobo-form/: the Kobo form's questions now (a new version once ours has answers). */
export async function refreshKoboForm(caller: KoboCaller, surveyId: string): Promise<ImportKoboFormResponse> {
  const organization = organizationOf(caller);
  const { row, uid } = await koboForm(caller, surveyId);
  const { client } = await clientOf(caller.db, caller.config, caller.auth.tenant.id, organization.id);
  const { read } = await readKoboForm(client, uid);
  const parsed = createSurveyBodySchema.safeParse({ name: row.name, sections: read.sections });
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error.issues));
  const updated = await updateSurvey(caller, row.public_id, { sections: parsed.data.sections });
  await repo.linkSurvey(caller.db, caller.auth.tenant.id, row.public_id, uid);
  return { ...updated, kobo_asset_uid: uid, import_issues: read.issues };
}

function presentImport(row: repo.KoboImportRow): KoboImportStatus {
  return {
    task_id: row.id,
    status: row.status,
    progress: row.progress,
    total: row.total,
    imported: row.imported,
    skipped: row.skipped,
    problems: row.problems,
    error: row.error,
    created: isoTimestamp(row.created_at),
    finished: isoTimestampOrNull(row.finished_at),
  };
}

/** POST /surveys/import-kobo-responses/?survey_id: queues the import (one at a time per form). */
export async function startKoboResponsesImport(
  caller: KoboCaller,
  surveyId: string,
): Promise<KoboImportStatus> {
  const organization = organizationOf(caller);
  const { row } = await koboForm(caller, surveyId);
  // Checked now so a missing connection is said at once, not by a failed job.
  await clientOf(caller.db, caller.config, caller.auth.tenant.id, organization.id);
  const running = await repo.findRunningImport(caller.db, row.id);
  const id =
    running ??
    (await repo.insertImport(caller.db, {
      tenantId: caller.auth.tenant.id,
      organizationId: organization.id,
      surveyId: row.id,
      createdBy: caller.auth.user!.id,
    }));
  if (!running) await caller.jobs!.send(KOBO_RESPONSES_JOB, { importId: id }, { singletonKey: id });
  return presentImport((await repo.findImport(caller.db, caller.auth.tenant.id, id))!);
}

/** GET /surveys/kobo-import-status/?task_id: for those who may edit the form. */
export async function getKoboImportStatus(caller: KoboCaller, taskId: string): Promise<KoboImportStatus> {
  if (!caller.auth.user) throw unauthorized();
  const row = isUuid(taskId) ? await repo.findImport(caller.db, caller.auth.tenant.id, taskId) : undefined;
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  try {
    await loadSurveyById(caller, row.survey_id, PERMISSIONS.CREATE_EDIT_FORM);
  } catch {
    throw notFound(IMPORT_NOT_FOUND);
  }
  return presentImport(row);
}

const problemText = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .slice(0, 3)
    .map(([name, messages]) => `${name}: ${messages[0]}`)
    .join('; ');

async function answersImported(deps: KoboDeps, tenantId: string, surveyId: string) {
  await Promise.all([
    formAnswersChanged(deps, surveyId),
    formResultsChanged({ ...deps, auth: { tenant: { id: tenantId } } }, surveyId),
  ]);
}

/** The job: pages of submissions (oldest first), new ones stored with their photos, each submission once. */
export async function runKoboResponsesImport(deps: KoboDeps, importId: string) {
  const task = await repo.findImport(deps.db, null, importId);
  if (!task || task.status === 'SUCCESS' || task.status === 'FAILURE') return;
  const form = await surveyForJob(deps.db, task.tenant_id, task.survey_id);
  const uid = form ? await repo.koboAssetOf(deps.db, form.id) : null;
  if (!form || !uid) {
    await repo.updateImport(deps.db, task.tenant_id, importId, {
      status: 'FAILURE',
      error: 'The form was deleted, or no longer comes from KoboToolbox.',
      finished: true,
    });
    return;
  }
  await repo.updateImport(deps.db, task.tenant_id, importId, { status: 'STARTED', progress: 1, error: null });
  const counts = { imported: 0, skipped: 0, problems: [] as { submission: string; message: string }[] };
  try {
    const { client } = await clientOf(deps.db, deps.config, task.tenant_id, task.organization_id);
    const sections = await formSections(deps.db, task.tenant_id, form);
    const pageSize = deps.pageSize ?? PAGE;
    let total = 0;
    let seen = 0;
    let next: string | null = null;
    // Follow `next` (at most a generous number of pages, so a server whose links loop cannot keep the job forever).
    for (let pages = 0; pages < MAX_PAGES; pages += 1) {
      const page: Awaited<ReturnType<typeof client.submissions>> = await client.submissions(
        uid,
        pageSize,
        next,
      );
      total = page.count;
      seen += page.results.length;
      const keyed = page.results.map((submission) => ({ submission, key: submissionKey(submission) }));
      const known = await knownClientIds(
        deps.db,
        form.id,
        keyed.flatMap((item) => (item.key ? [item.key] : [])),
      );
      for (const { submission, key } of keyed) {
        const label = String(submission._id ?? key ?? '?');
        if (!key) {
          counts.problems.push({
            submission: label,
            message: 'It has no _uuid: it cannot be imported once only.',
          });
          continue;
        }
        if (known.has(key)) {
          counts.skipped += 1;
          continue;
        }
        const { answers, files } = mapSubmission(sections, submission);
        for (const file of files) {
          const url = file.attachment.download_url ?? file.attachment.download_large_url;
          if (!url) continue;
          const downloaded = await client.download(url).catch((error: unknown) => {
            // One photo too large leaves that photo out, not the submission or the rest of the import.
            if (error instanceof KoboError && error.kind === 'too_large') {
              counts.problems.push({
                submission: label,
                message: `The file for "${file.question.name}" is ${error.message}.`,
              });
              return null;
            }
            throw error;
          });
          if (!downloaded) continue;
          const { buffer, contentType } = downloaded;
          const stored = await storeAnswerFile(
            { db: deps.db, storage: deps.storage, tenantId: task.tenant_id, uploaderId: task.created_by },
            form,
            sections,
            { buffer, filename: file.name, mimetype: file.attachment.mimetype ?? contentType },
            file.question.name,
          ).catch((error: unknown) => {
            if (error instanceof HttpError) return null;
            throw error;
          });
          if (stored) setAt(answers, file.answerPath, stored.id);
        }
        const submittedAt =
          typeof submission._submission_time === 'string'
            ? submission._submission_time.replace(/(T[\d:.]+)$/, '$1Z')
            : null;
        const result = await importResponse(deps.db, task.tenant_id, form, sections, {
          clientId: key,
          submittedAt,
          answers,
        });
        if (result.stored) counts.imported += 1;
        else if (Object.keys(result.errors).length)
          counts.problems.push({ submission: label, message: problemText(result.errors) });
        else counts.skipped += 1;
      }
      const done = Math.min(seen, total);
      await repo.updateImport(deps.db, task.tenant_id, importId, {
        status: 'PROCESSING',
        total,
        progress: Math.min(99, Math.round((done / Math.max(total, 1)) * 100)),
        imported: counts.imported,
        skipped: counts.skipped,
        problems: counts.problems.slice(0, PROBLEMS_KEPT),
      });
      if (!page.next || !page.results.length) break;
      next = page.next;
    }
    // Imported answers count like answered ones: the kept summary and the indicators the form measures follow.
    if (counts.imported) await answersImported(deps, task.tenant_id, form.id);
    await repo.updateImport(deps.db, task.tenant_id, importId, {
      status: 'SUCCESS',
      progress: 100,
      total,
      imported: counts.imported,
      skipped: counts.skipped,
      problems: counts.problems.slice(0, PROBLEMS_KEPT),
      finished: true,
    });
  } catch (error) {
    const message =
      error instanceof KoboError
        ? error.message
        : error instanceof HttpError
          ? ((error.body as { non_field_errors?: string[] }).non_field_errors?.[0] ?? 'The import stopped.')
          : null;
    if (!message) deps.log.error({ err: error, importId }, 'KoboToolbox import failed');
    if (counts.imported) await answersImported(deps, task.tenant_id, form.id);
    await repo.updateImport(deps.db, task.tenant_id, importId, {
      status: 'FAILURE',
      imported: counts.imported,
      skipped: counts.skipped,
      problems: counts.problems.slice(0, PROBLEMS_KEPT),
      error:
        `${message ?? 'The import stopped on an error of ours.'} ${counts.imported ? `${counts.imported} submissions were imported before it stopped; importing again brings the rest.` : ''}`.trim(),
      finished: true,
    });
  }
}
