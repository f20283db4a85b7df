import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  CreateSurveyBody,
  Survey,
  SurveyDetail,
  SurveyGroup,
  SurveyGroupListQuery,
  SurveyListQuery,
  UpdateSurveyBody,
} from '@oversight/shared/surveys/surveys.schemas';
import type { Database, DbOrTx } from '../../db/client.js';
import { type AuthContext, requireUser } from '../../platform/access-control.js';
import {
  badRequest,
  fieldError,
  forbidden,
  mapUniqueViolation,
  notFound,
  unauthorized,
} from '../../platform/errors.js';
import {
  can,
  grantedItemIdsSql,
  itemAccess,
  itemAccessAlongside,
  itemAccessOne,
  itemKey,
  NO_ACCESS,
  type ItemAccess,
} from '../../platform/item-access.js';
import type { PageParams } from '../../platform/pagination.js';
import type { ContextOf } from '../../platform/request-context.js';
import {
  canCreateSurveys,
  canManageGroup,
  canViewSurvey,
  groupRef,
  mayRespond,
  ownFormsScope,
  ownGroupsScope,
  surveyAbilities,
  surveyRef,
} from './surveys.policy.js';
import { presentGroup, presentSurvey, presentSurveyDetail } from './surveys.presenter.js';
import {
  copySections,
  currentSections,
  formSections,
  prepareSections,
  saveStructure,
  writeStructure,
} from './structure.service.js';
import * as repo from './surveys.repository.js';
import { forgetItemStakeholders } from '../stakeholders/stakeholders.service.js';

/**
 * What the form services read of the request's context (routes pass `request.ctx`). `jobs` lets answers queue their
 * follow-ups (the indicators a form measures); other modules' services calling in need not pass it.
 */
export type SurveysContext = ContextOf<'db' | 'auth'> & Partial<ContextOf<'jobs'>>;
/** What finding a form and the caller's access reads: other modules look forms up inside their own transactions. */
type SurveyLookup = Pick<SurveysContext, 'auth'> & { db: DbOrTx };
type Listed<T> = { count: number; results: T[] };

const SURVEY_NOT_FOUND = 'No form has this id.';
const GROUP_NOT_FOUND = 'No form group has this id.';
const NAME_MAX = 200;

function requireCreator(auth: AuthContext) {
  const user = requireUser(auth);
  if (!canCreateSurveys(auth)) throw forbidden('Your role in this organisation does not create forms.');
  return { user, organization: auth.organization! };
}

const shown = (caller: SurveysContext, row: repo.SurveyRow, access: ItemAccess) =>
  presentSurvey(row, {
    shared: !access.viaOrganization,
    abilities: surveyAbilities(caller.auth, access, row),
  });

/**
 * Forms' internal ids and organisations by tenant and public id, neither of which ever changes: a form opened before is
 * read in the same statement as the caller's access to it (one round trip on every answer and list, not two). The
 * access itself is read fresh each time, and a deleted form is simply not found.
 */
const FORM_KEYS_KEPT = 5_000;
const formKeys = new Map<string, { id: string; organization_id: string }>();
function rememberFormKey(key: string, row: { id: string; organization_id: string }) {
  if (formKeys.size >= FORM_KEYS_KEPT) formKeys.delete(formKeys.keys().next().value!);
  formKeys.set(key, { id: row.id, organization_id: row.organization_id });
}

/**
 * The form and the caller's access; 404 when they may not know it exists (401 for an anonymous caller, whatever the
 * id, so nothing is told about private forms), 403 when they see it but may not `need`. Respondents added by
 * add-respondents/ and those who may only answer (a public link) open it too.
 */
export async function loadSurvey(caller: SurveyLookup, id: string, need?: number) {
  const groupsOf = caller.auth.organization?.id ?? null;
  const respondentId = caller.auth.user?.id ?? null;
  const key = `${caller.auth.tenant.id}:${id}`;
  const known = formKeys.get(key);
  if (known) {
    const { access, extra } = await itemAccessAlongside<repo.SurveyRow>(
      caller.db,
      caller.auth,
      [surveyRef(known)],
      repo.surveyByIdSql(caller.auth.tenant.id, known.id, groupsOf, respondentId),
    );
    const row = extra[0];
    if (!row) formKeys.delete(key);
    return checkedAccess(caller, row, access.get(itemKey('form', known.id)) ?? NO_ACCESS, need);
  }
  const row = await repo.findSurvey(caller.db, caller.auth.tenant.id, id, groupsOf, respondentId);
  if (row) rememberFormKey(key, row);
  return checkedSurvey(caller, row, need);
}

/** The same checks for a form reached by its internal id (responses, question options). */
export async function loadSurveyById(caller: SurveyLookup, internalId: string, need?: number) {
  const row = await repo.findSurveyById(
    caller.db,
    caller.auth.tenant.id,
    internalId,
    caller.auth.organization?.id ?? null,
    caller.auth.user?.id ?? null,
  );
  return checkedSurvey(caller, row, need);
}

/** A form for a background job that was started by someone whose access was checked then (exports, imports). */
export async function surveyForJob(db: Database, tenantId: string, internalId: string) {
  return repo.findSurveyById(db, tenantId, internalId, null, null);
}

async function checkedSurvey(caller: SurveyLookup, row: repo.SurveyRow | undefined, need?: number) {
  const access = row ? await itemAccessOne(caller.db, caller.auth, surveyRef(row)) : NO_ACCESS;
  return checkedAccess(caller, row, access, need);
}

function checkedAccess(
  caller: SurveyLookup,
  row: repo.SurveyRow | undefined,
  access: ItemAccess,
  need?: number,
) {
  const hidden = () => (caller.auth.user ? notFound(SURVEY_NOT_FOUND) : unauthorized());
  if (!row) throw hidden();
  if (access.permissions.size === 0 && !row.is_respondent) throw hidden();
  if (!canViewSurvey(access) && !mayRespond(access, row)) throw forbidden('Your role does not open forms.');
  if (need !== undefined && !can(access, need)) throw forbidden('You may not do this on this form.');
  return { row, access };
}

async function reload(caller: SurveysContext, publicId: string): Promise<Survey> {
  const { row, access } = await loadSurvey(caller, publicId);
  return shown(caller, row, access);
}

async function reloadDetail(caller: SurveysContext, publicId: string): Promise<SurveyDetail> {
  const { row, access } = await loadSurvey(caller, publicId);
  const sections = await formSections(caller.db, caller.auth.tenant.id, row);
  return presentSurveyDetail(
    row,
    { shared: !access.viaOrganization, abilities: surveyAbilities(caller.auth, access, row) },
    sections,
  );
}

/** The form with its structure: for its organisation, stakeholders, respondents, and anyone when it is public. */
export async function getSurvey(caller: SurveysContext, id: string): Promise<SurveyDetail> {
  return reloadDetail(caller, id);
}

export async function createSurvey(caller: SurveysContext, body: CreateSurveyBody): Promise<SurveyDetail> {
  const { user, organization } = requireCreator(caller.auth);
  const sections = prepareSections(body.sections ?? []);
  const created = await caller.db.transaction(async (tx) => {
    const inserted = await repo.insertSurvey(tx, {
      tenantId: caller.auth.tenant.id,
      organizationId: organization.id,
      name: body.name,
      description: body.description,
      publishDate: body.publish_date ?? null,
      expireDate: body.expire_date ?? null,
      acceptingResponses: body.accepting_responses,
      surveyType: body.survey_type,
      isTemplate: body.is_template,
      createdBy: user.id,
    });
    await writeStructure(tx, { tenantId: caller.auth.tenant.id, userId: user.id }, inserted.id, 1, sections);
    return inserted;
  });
  return reloadDetail(caller, created.public_id);
}

export async function updateSurvey(
  caller: SurveysContext,
  id: string,
  body: UpdateSurveyBody,
): Promise<SurveyDetail> {
  const { row } = await loadSurvey(caller, id, PERMISSIONS.CREATE_EDIT_FORM);
  const opens = body.publish_date !== undefined ? body.publish_date : row.publish_date;
  const closes = body.expire_date !== undefined ? body.expire_date : row.expire_date;
  if (opens && closes && new Date(closes).getTime() <= new Date(opens).getTime())
    throw fieldError('expire_date', 'The closing date must be after the opening date.');
  const { sections, ...details } = body;
  await caller.db.transaction(async (tx) => {
    await repo.updateSurvey(tx, caller.auth.tenant.id, row.id, details);
    if (sections)
      await saveStructure(
        tx,
        { tenantId: caller.auth.tenant.id, userId: caller.auth.user?.id ?? null },
        row.id,
        sections,
      );
  });
  return reloadDetail(caller, row.public_id);
}

export async function deleteSurvey(caller: SurveysContext, id: string): Promise<void> {
  const { row } = await loadSurvey(caller, id, PERMISSIONS.DELETE_FORM);
  await caller.db.transaction(async (tx) => {
    await forgetItemStakeholders(tx, caller.auth.tenant.id, 'form', row.id);
    await repo.deleteSurvey(tx, caller.auth.tenant.id, row.id);
  });
}

/**
 * The life cycle (docs/spec/product-spec.md section 4). Publishing brings an archived form back; archiving unpublishes it and stops its
 * responses; unpublishing keeps it as a draft.
 */
export async function changeState(
  caller: SurveysContext,
  id: string,
  action: 'publish' | 'unpublish' | 'archive',
): Promise<Survey> {
  const { row } = await loadSurvey(caller, id, PERMISSIONS.CREATE_EDIT_FORM);
  const changes: repo.SurveyChanges =
    action === 'publish'
      ? // A form published without an opening date opens now: it shows that date, not "when published".
        {
          is_published: true,
          archived: false,
          publish_date: row.publish_date ? undefined : new Date().toISOString(),
        }
      : action === 'unpublish'
        ? { is_published: false }
        : { archived: true, is_published: false, accepting_responses: false };
  await caller.db.transaction((tx) => repo.updateSurvey(tx, caller.auth.tenant.id, row.id, changes));
  return reload(caller, row.public_id);
}

/** A copy in the current organisation: unpublished, accepting responses, in no group, its questions with new ids. */
export async function duplicateSurvey(caller: SurveysContext, id: string): Promise<SurveyDetail> {
  // Viewing, not only answering: a respondent must not copy out a form's questions (drafts included).
  const { row } = await loadSurvey(caller, id, PERMISSIONS.VIEW_FORM);
  const { user, organization } = requireCreator(caller.auth);
  const name = `Copy of ${row.name}`.slice(0, NAME_MAX);
  const sections = copySections(await currentSections(caller.db, caller.auth.tenant.id, row.id, row.version));
  const created = await caller.db.transaction(async (tx) => {
    const inserted = await repo.insertSurvey(tx, {
      tenantId: caller.auth.tenant.id,
      organizationId: organization.id,
      name,
      description: row.description,
      publishDate: row.publish_date ? new Date(row.publish_date).toISOString() : null,
      expireDate: row.expire_date ? new Date(row.expire_date).toISOString() : null,
      acceptingResponses: true,
      surveyType: row.survey_type,
      isTemplate: row.is_template,
      createdBy: user.id,
    });
    await writeStructure(tx, { tenantId: caller.auth.tenant.id, userId: user.id }, inserted.id, 1, sections);
    return inserted;
  });
  return reloadDetail(caller, created.public_id);
}

/** The current organisation's forms and those shared with the caller, each with what the caller may do. */
export async function findSurveys(
  caller: SurveysContext,
  query: SurveyListQuery,
  page: PageParams,
): Promise<Listed<Survey>> {
  requireUser(caller.auth);
  const { auth } = caller;
  const filter: repo.SurveyFilter = {
    tenantId: auth.tenant.id,
    ownOrganizationId: query.access_type === 'shared' ? null : ownFormsScope(auth),
    granted: query.access_type === 'owned' ? null : grantedItemIdsSql(auth, 'form'),
    // Forms the caller was added to as a respondent are shared with them too (they were only reached by e-mail).
    respondentId: query.access_type === 'owned' ? null : auth.user!.id,
    // "Shared with me" leaves out the current organisation's own forms even when a grant also reaches them.
    excludeOrganizationId: query.access_type === 'shared' ? (auth.organization?.id ?? null) : null,
    filterType: query.filter_type,
    name: query.name,
    groupIds: query.groups,
    isTemplate: query.is_template,
    ordering: query.ordering,
  };
  const { count, rows } = await repo.findSurveys(caller.db, filter, auth.organization?.id ?? null, page);
  return { count, results: await withAccess(caller, rows) };
}

async function withAccess(caller: SurveysContext, rows: repo.SurveyRow[]): Promise<Survey[]> {
  const access = await itemAccess(caller.db, caller.auth, rows.map(surveyRef));
  return rows.map((row) => shown(caller, row, access.get(itemKey('form', row.id)) ?? NO_ACCESS));
}

// Groups

const shownGroup = (caller: SurveysContext, row: repo.GroupRow, access: ItemAccess) =>
  presentGroup(row, {
    shared: !access.viaOrganization,
    abilities: {
      manage: canManageGroup(caller.auth, row),
      manage_stakeholders: !!caller.auth.user && can(access, PERMISSIONS.MANAGE_FORM_STAKEHOLDERS),
    },
  });

async function loadGroup(caller: SurveysContext, id: string, manage = false) {
  const row = await repo.findGroup(caller.db, caller.auth.tenant.id, id);
  if (!row) throw notFound(GROUP_NOT_FOUND);
  const access = await itemAccessOne(caller.db, caller.auth, groupRef(row));
  if (access.permissions.size === 0) throw notFound(GROUP_NOT_FOUND);
  if (manage && !canManageGroup(caller.auth, row))
    throw forbidden(
      'Only the organisation that owns this group, with a role that manages form groups, changes it.',
    );
  return { row, access };
}

async function reloadGroup(caller: SurveysContext, id: string): Promise<SurveyGroup> {
  const { row, access } = await loadGroup(caller, id);
  return shownGroup(caller, row, access);
}

function requireGroupManager(auth: AuthContext) {
  const user = requireUser(auth);
  const organization = auth.organization;
  if (
    !organization ||
    organization.assignedMdaIds?.length ||
    !organization.permissions.has(PERMISSIONS.MANAGE_FORM_GROUPS)
  )
    throw forbidden('Your role in this organisation does not manage form groups.');
  return { user, organization };
}

const GROUP_NAME_TAKEN = 'You already have a group with this name.';

async function checkNameFree(
  caller: SurveysContext,
  organizationId: string,
  name: string,
  exceptId?: string,
) {
  if (await repo.groupNameTaken(caller.db, organizationId, name, exceptId))
    throw fieldError('name', GROUP_NAME_TAKEN);
}

/** The unique index on (organisation, lower(name)) has the last word, also between two concurrent saves. */
function mapGroupNameClash(error: unknown): never {
  return mapUniqueViolation(error, [
    { constraint: 'survey_groups_org_name_uq', field: 'name', message: GROUP_NAME_TAKEN },
  ]);
}

/** Resolves form ids to the organisation's own forms; any other is a 400 naming it. */
async function ownSurveyIds(
  caller: SurveysContext,
  organizationId: string,
  publicIds: string[],
): Promise<string[]> {
  const found = await repo.findOwnedSurveyIds(caller.db, caller.auth.tenant.id, organizationId, publicIds);
  const known = new Set(found.map((row) => row.public_id.toLowerCase()));
  const unknown = publicIds.filter((id) => !known.has(id.toLowerCase()));
  if (unknown.length)
    throw badRequest({
      surveys: unknown.slice(0, 20).map((id) => `"${id}" is not one of your organisation's forms.`),
    });
  return found.map((row) => row.id);
}

export async function createGroup(
  caller: SurveysContext,
  body: { name: string; surveys?: string[] },
): Promise<SurveyGroup> {
  const { user, organization } = requireGroupManager(caller.auth);
  await checkNameFree(caller, organization.id, body.name);
  const surveyIds = body.surveys?.length ? await ownSurveyIds(caller, organization.id, body.surveys) : [];
  const id = await caller.db
    .transaction(async (tx) => {
      const groupId = await repo.insertGroup(tx, {
        tenantId: caller.auth.tenant.id,
        organizationId: organization.id,
        name: body.name,
        createdBy: user.id,
      });
      if (surveyIds.length) await repo.addGroupMembers(tx, caller.auth.tenant.id, groupId, surveyIds);
      return groupId;
    })
    .catch(mapGroupNameClash);
  return reloadGroup(caller, id);
}

export async function getGroup(caller: SurveysContext, id: string): Promise<SurveyGroup> {
  return reloadGroup(caller, id);
}

export async function renameGroup(caller: SurveysContext, id: string, name: string): Promise<SurveyGroup> {
  requireGroupManager(caller.auth);
  const { row } = await loadGroup(caller, id, true);
  await checkNameFree(caller, row.organization_id, name, row.id);
  await caller.db
    .transaction((tx) => repo.renameGroup(tx, caller.auth.tenant.id, row.id, name))
    .catch(mapGroupNameClash);
  return reloadGroup(caller, row.id);
}

export async function deleteGroup(caller: SurveysContext, id: string): Promise<void> {
  requireGroupManager(caller.auth);
  const { row } = await loadGroup(caller, id, true);
  await caller.db.transaction(async (tx) => {
    await forgetItemStakeholders(tx, caller.auth.tenant.id, 'form_group', row.id);
    await repo.deleteGroup(tx, caller.auth.tenant.id, row.id);
  });
}

export async function groupSurveys(
  caller: SurveysContext,
  body: { group_id: string; surveys: string[] },
  add: boolean,
): Promise<SurveyGroup> {
  requireGroupManager(caller.auth);
  const { row } = await loadGroup(caller, body.group_id, true);
  const surveyIds = await ownSurveyIds(caller, row.organization_id, body.surveys);
  await caller.db.transaction(async (tx) => {
    if (add) await repo.addGroupMembers(tx, caller.auth.tenant.id, row.id, surveyIds);
    else await repo.removeGroupMembers(tx, caller.auth.tenant.id, row.id, surveyIds);
  });
  return reloadGroup(caller, row.id);
}

/** The current organisation's groups and those shared with the caller (`access_type`, default `defaultAccess`). */
export async function findGroups(
  caller: SurveysContext,
  query: SurveyGroupListQuery,
  page: PageParams,
  defaultAccess: 'all' | 'owned',
): Promise<Listed<SurveyGroup>> {
  requireUser(caller.auth);
  const accessType = query.access_type ?? defaultAccess;
  const own = ownGroupsScope(caller.auth);
  const { count, rows } = await repo.findGroups(
    caller.db,
    {
      tenantId: caller.auth.tenant.id,
      ownOrganizationId: accessType === 'shared' ? null : own,
      granted: accessType === 'owned' ? null : grantedItemIdsSql(caller.auth, 'form_group'),
      excludeOrganizationId: accessType === 'shared' ? (caller.auth.organization?.id ?? null) : null,
      name: query.name,
      ordering: query.ordering,
    },
    page,
  );
  const access = await itemAccess(caller.db, caller.auth, rows.map(groupRef));
  return {
    count,
    results: rows.map((row) =>
      shownGroup(caller, row, access.get(itemKey('form_group', row.id)) ?? NO_ACCESS),
    ),
  };
}
