import { PERMISSIONS } from '@oversight/shared/access/permissions';
import type {
  CreateDepartmentBody,
  Department,
  MemberBrief,
  UpdateDepartmentBody,
} from '@oversight/shared/collaboration/departments.schemas';
import type { DbOrTx } from '../../db/client.js';
import type { ContextOf } from '../../platform/request-context.js';
import { fieldError, forbidden, mapUniqueViolation, notFound } from '../../platform/errors.js';
import { organizationActor, type OrganizationActor } from '../roles/actor.js';
import { presentDepartment, presentMember } from './departments.presenter.js';
import * as repo from './departments.repository.js';

/** What the department services use of the request's context (a route passes `request.ctx`). */
export type DepartmentsDeps = ContextOf<'db' | 'auth'>;

const DEPARTMENT_NOT_FOUND = 'Department not found.';
const nameTakenMessage = (name: string) =>
  `A department named "${name}" already exists in this organisation.`;
const nameTaken = (name: string) => fieldError('name', nameTakenMessage(name));

function mapNameClash(error: unknown, name: string): never {
  return mapUniqueViolation(error, [
    { constraint: 'departments_org_name_uq', field: 'name', message: nameTakenMessage(name) },
  ]);
}

async function presentMany(
  db: DbOrTx,
  actor: OrganizationActor,
  rows: repo.DepartmentWithCount[],
): Promise<Department[]> {
  const members = await repo.selectMembersOfDepartments(
    db,
    actor.organization.id,
    rows.map((row) => row.id),
  );
  const byDepartment = new Map<string, repo.MemberRow[]>();
  for (const { departmentId, member } of members) {
    const list = byDepartment.get(departmentId) ?? [];
    list.push(member);
    byDepartment.set(departmentId, list);
  }
  return rows.map((row) => presentDepartment(row, byDepartment.get(row.id) ?? [], actor.organization));
}

/** Which of the user ids are members (owner or staff) of the organisation: staff asks it too. */
export function memberIdsAmong(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userIds: string[],
): Promise<Set<string>> {
  return repo.selectMemberIds(db, tenantId, organizationId, userIds);
}

/** member_ids must be members (owner or staff) of the organisation; other ids are named in the 400. */
async function checkMemberIds(db: DbOrTx, actor: OrganizationActor, memberIds: string[]): Promise<string[]> {
  const unique = [...new Set(memberIds)];
  const members = await memberIdsAmong(db, actor.tenantId, actor.organization.id, unique);
  const strangers = unique.filter((id) => !members.has(id));
  if (strangers.length)
    throw fieldError('member_ids', `Not members of this organisation: ${strangers.join(', ')}.`);
  return unique;
}

export async function findDepartments(
  deps: DepartmentsDeps,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; results: Department[] }> {
  const actor = organizationActor(deps);
  const page = await repo.selectDepartmentPage(deps.db, actor.tenantId, actor.organization.id, filters);
  return { count: page.count, results: await presentMany(deps.db, actor, page.rows) };
}

/** People who can be placed in a department: the organisation's members; for those who manage departments. */
export async function findMemberOptions(
  deps: DepartmentsDeps,
  filters: { query?: string; limit: number; offset: number },
): Promise<{ count: number; results: MemberBrief[] }> {
  const actor = organizationActor(deps);
  if (!actor.organization.permissions.has(PERMISSIONS.MANAGE_DEPARTMENTS)) throw forbidden();
  const page = await repo.selectMemberOptions(deps.db, actor.tenantId, actor.organization.id, filters);
  return { count: page.count, results: page.rows.map(presentMember) };
}

export async function getDepartment(deps: DepartmentsDeps, id: string): Promise<Department> {
  const actor = organizationActor(deps);
  const department = await repo.selectDepartment(deps.db, actor.tenantId, actor.organization.id, id);
  if (!department) throw notFound(DEPARTMENT_NOT_FOUND);
  const [presented] = await presentMany(deps.db, actor, [department]);
  return presented!;
}

export async function createDepartment(
  deps: DepartmentsDeps,
  body: CreateDepartmentBody,
): Promise<Department> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await repo.isDepartmentNameTaken(tx, tenantId, organizationId, body.name))
        throw nameTaken(body.name);
      const memberIds = await checkMemberIds(tx, actor, body.member_ids);
      const department = await repo.insertDepartment(tx, { tenantId, organizationId, name: body.name });
      await repo.replaceDepartmentMembers(tx, tenantId, organizationId, department.id, memberIds);
      return department.id;
    });
  } catch (error) {
    mapNameClash(error, body.name);
  }
  return getDepartment(deps, id);
}

export async function updateDepartment(
  deps: DepartmentsDeps,
  id: string,
  body: UpdateDepartmentBody,
): Promise<Department> {
  const actor = organizationActor(deps);
  const { tenantId } = actor;
  const organizationId = actor.organization.id;
  try {
    await deps.db.transaction(async (tx) => {
      const department = await repo.selectDepartment(tx, tenantId, organizationId, id);
      if (!department) throw notFound(DEPARTMENT_NOT_FOUND);
      if (body.name !== undefined && body.name !== department.name) {
        if (await repo.isDepartmentNameTaken(tx, tenantId, organizationId, body.name, department.id))
          throw nameTaken(body.name);
      }
      const memberIds =
        body.member_ids === undefined ? undefined : await checkMemberIds(tx, actor, body.member_ids);
      await repo.updateDepartment(
        tx,
        tenantId,
        organizationId,
        department.id,
        body.name === undefined ? {} : { name: body.name },
      );
      if (memberIds)
        await repo.replaceDepartmentMembers(tx, tenantId, organizationId, department.id, memberIds);
    });
  } catch (error) {
    mapNameClash(error, body.name ?? '');
  }
  return getDepartment(deps, id);
}

export async function deleteDepartment(deps: DepartmentsDeps, id: string): Promise<void> {
  const actor = organizationActor(deps);
  if (!(await repo.deleteDepartment(deps.db, actor.tenantId, actor.organization.id, id)))
    throw notFound(DEPARTMENT_NOT_FOUND);
}

// ---------------------------------------------------------------------------------------------------------------
// For the staff module: placing a member in departments

/** The ids among `departmentIds` that are not departments of the actor's organisation. */
export async function unknownDepartmentIds(
  db: DbOrTx,
  actor: OrganizationActor,
  departmentIds: string[],
): Promise<string[]> {
  const unique = [...new Set(departmentIds)];
  const found = await repo.selectDepartmentsByIds(db, actor.tenantId, actor.organization.id, unique);
  const known = new Set(found.map((row) => row.id));
  return unique.filter((id) => !known.has(id));
}

/** Puts a member in exactly these departments of the actor's organisation (check them with unknownDepartmentIds). */
export async function setMemberDepartments(
  db: DbOrTx,
  actor: OrganizationActor,
  userId: string,
  departmentIds: string[],
) {
  await repo.replaceUserDepartments(db, actor.tenantId, actor.organization.id, userId, [
    ...new Set(departmentIds),
  ]);
}

/**
 * Of these ids, the departments of the organisation with their names, for a caller who is not acting for it (the
 * person answering a staff invitation).
 */
export async function departmentsOfOrganization(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  departmentIds: string[],
) {
  const rows = await repo.selectDepartmentsByIds(db, tenantId, organizationId, [...new Set(departmentIds)]);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** Puts someone joining the organisation in exactly these departments of it (check them with departmentsOfOrganization). */
export async function placeInDepartments(
  db: DbOrTx,
  tenantId: string,
  organizationId: string,
  userId: string,
  departmentIds: string[],
) {
  await repo.replaceUserDepartments(db, tenantId, organizationId, userId, [...new Set(departmentIds)]);
}

export async function removeMembersFromDepartments(db: DbOrTx, actor: OrganizationActor, userIds: string[]) {
  await repo.deleteUsersFromDepartments(db, actor.organization.id, userIds);
}

/** Each user's departments in the actor's organisation, by name. */
export async function departmentsOfMembers(db: DbOrTx, actor: OrganizationActor, userIds: string[]) {
  const rows = await repo.selectDepartmentsOfUsers(db, actor.organization.id, userIds);
  const byUser = new Map<string, { id: string; name: string }[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}
