import { PERMISSIONS as P } from '@oversight/shared/access/permissions';
import {
  ACTIVITY_STATUS_LABELS,
  type Activity,
  type ActivityFilters,
  type ActivityStatus,
  type CreateActivityBody,
  type LinkedProject,
  type UpdateActivityBody,
} from '@oversight/shared/plans/activities.schemas';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import {
  can,
  grantedItemIdsSql,
  itemAccess,
  itemKey,
  NO_ACCESS,
  type ItemAccess,
} from '../../platform/item-access.js';
import { projectsForPlans, type ProjectForPlans } from '../projects/projects.service.js';
import * as repo from './activities.repository.js';
import { canView, outcomeRef, ownOrganizationId } from './plans.policy.js';
import { selectOutcome } from './plans.repository.js';
import type { Caller } from './plans.caller.js';
import { requireUser } from '../../platform/access-control.js';
import { isoTimestamp } from '../../platform/timestamps.js';

/**
 * Activities under outcomes. Access follows the outcome's: whoever may view the outcome (its organisation,
 * a stakeholder of the outcome or of its plan) sees its activities; "create/edit outcome" adds, changes and removes
 * them; the budget shows with "view outcome financials". Linked projects are catalogue projects the caller may see.
 */

const ACTIVITY_NOT_FOUND = 'No activity has this id.';
const OUTCOME_NOT_FOUND = 'No outcome has this id.';
type Page = { limit: number; offset: number };

const outcomeOf = (row: { outcome_id: string; organization_id: string }) =>
  outcomeRef({ id: row.outcome_id, organization_id: row.organization_id });

/** The caller's access to each row's outcome (one batch). */
async function outcomeAccess(caller: Caller, rows: { outcome_id: string; organization_id: string }[]) {
  const access = await itemAccess(caller.db, caller.auth, rows.map(outcomeOf));
  return (row: { outcome_id: string }) => access.get(itemKey('outcome', row.outcome_id)) ?? NO_ACCESS;
}

/** The linked projects of many activities: one query for all of them. */
async function linkedProjects(
  caller: Caller,
  rows: repo.ActivityRow[],
): Promise<Map<string, ProjectForPlans>> {
  const found = await projectsForPlans(
    caller,
    rows.flatMap((row) => row.project_ids),
  );
  return new Map(found.map((project) => [project.id, project]));
}

// The column is text: a status the labels do not know (an older value) shows as itself.
const statusLabels: Partial<Record<string, string>> = ACTIVITY_STATUS_LABELS;

function present(
  row: repo.ActivityRow,
  access: ItemAccess,
  projects: Map<string, ProjectForPlans>,
): Activity {
  const shown: LinkedProject[] = [];
  let hidden = 0;
  for (const id of row.project_ids) {
    const project = projects.get(id);
    if (project?.visible) shown.push(project.linked);
    else hidden += 1;
  }
  const financials = can(access, P.VIEW_OUTCOME_FINANCIALS);
  return {
    id: row.id,
    plan_id: row.plan_id,
    outcome_id: row.outcome_id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    end_date: row.end_date,
    budget: financials ? row.budget : null,
    department:
      row.department_id && row.department_name ? { id: row.department_id, name: row.department_name } : null,
    status: row.status as ActivityStatus,
    status_label: statusLabels[row.status] ?? row.status,
    projects: shown,
    hidden_projects_count: hidden,
    created: isoTimestamp(row.created_at),
    modified: isoTimestamp(row.modified_at),
    abilities: {
      edit: can(access, P.CREATE_EDIT_OUTCOME),
      delete: can(access, P.CREATE_EDIT_OUTCOME),
      view_financials: financials,
    },
  };
}

async function presentMany(caller: Caller, rows: repo.ActivityRow[]): Promise<Activity[]> {
  const [access, projects] = await Promise.all([outcomeAccess(caller, rows), linkedProjects(caller, rows)]);
  return rows.map((row) => present(row, access(row), projects));
}

export async function findActivities(
  caller: Caller,
  filters: ActivityFilters & Page,
): Promise<{ count: number; results: Activity[] }> {
  const { auth, db } = caller;
  const page = await repo.selectActivityPage(
    db,
    auth.tenant.id,
    { ownOrganizationId: ownOrganizationId(auth), grantedOutcomes: grantedItemIdsSql(auth, 'outcome') },
    {
      outcomeId: filters.outcome_id,
      planId: filters.plan_id,
      status: filters.status,
      query: filters.query,
      limit: filters.limit,
      offset: filters.offset,
    },
  );
  return { count: page.count, results: await presentMany(caller, page.rows) };
}

/** The activity and the caller's access to its outcome; one the caller may not view is not found. */
async function loadActivity(caller: Caller, id: string) {
  const row = await repo.selectActivity(caller.db, caller.auth.tenant.id, id);
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  const access = (await outcomeAccess(caller, [row]))(row);
  if (!canView(access)) throw notFound(ACTIVITY_NOT_FOUND);
  return { row, access };
}

export async function getActivity(caller: Caller, id: string): Promise<Activity> {
  const { row, access } = await loadActivity(caller, id);
  return present(row, access, await linkedProjects(caller, [row]));
}

async function checkDepartment(
  caller: Caller,
  organizationId: string,
  departmentId: string | null | undefined,
) {
  if (!departmentId) return;
  if (!(await repo.isDepartmentOf(caller.db, caller.auth.tenant.id, organizationId, departmentId)))
    throw fieldError('department_id', 'Choose a department of the plan’s organisation.');
}

/** The ids of the projects named (by id or public id), each one the caller may see; else a 400 naming the others. */
async function visibleProjectIds(caller: Caller, asked: string[]): Promise<string[]> {
  if (!asked.length) return [];
  const found = await projectsForPlans(caller, asked);
  const byName = new Map<string, ProjectForPlans>();
  for (const project of found) {
    byName.set(project.id, project);
    byName.set(project.public_id, project);
  }
  const unknown = asked.filter((id) => !byName.get(id)?.visible);
  if (unknown.length)
    throw fieldError('project_ids', `No project you may see has the id ${unknown.join(', ')}.`);
  return [...new Set(asked.map((id) => byName.get(id)!.id))];
}

export async function createActivity(caller: Caller, body: CreateActivityBody): Promise<Activity> {
  const user = requireUser(caller);
  const outcome = await selectOutcome(caller.db, caller.auth.tenant.id, body.outcome_id);
  const access = outcome
    ? (await outcomeAccess(caller, [{ outcome_id: outcome.id, organization_id: outcome.organization_id }]))({
        outcome_id: outcome.id,
      })
    : NO_ACCESS;
  if (!outcome || !canView(access)) throw notFound(OUTCOME_NOT_FOUND);
  if (!can(access, P.CREATE_EDIT_OUTCOME)) throw forbidden('You may not add activities to this outcome.');
  await checkDepartment(caller, outcome.organization_id, body.department_id);
  const projectIds = await visibleProjectIds(caller, body.project_ids);
  const { outcome_id: _outcome, project_ids: _projects, ...values } = body;
  const id = await caller.db.transaction(async (tx) => {
    const activityId = await repo.insertActivity(tx, {
      ...values,
      tenantId: caller.auth.tenant.id,
      planId: outcome.plan_id,
      outcomeId: outcome.id,
      organizationId: outcome.organization_id,
      createdBy: user.id,
    });
    await repo.setActivityProjects(tx, caller.auth.tenant.id, activityId, projectIds);
    return activityId;
  });
  return getActivity(caller, id);
}

export async function updateActivity(
  caller: Caller,
  id: string,
  body: UpdateActivityBody,
): Promise<Activity> {
  const { row, access } = await loadActivity(caller, id);
  if (!can(access, P.CREATE_EDIT_OUTCOME)) throw forbidden('You may not edit this activity.');
  const start = body.start_date !== undefined ? body.start_date : row.start_date;
  const end = body.end_date !== undefined ? body.end_date : row.end_date;
  if (start && end && end < start)
    throw fieldError('end_date', 'The end date cannot be before the start date.');
  await checkDepartment(caller, row.organization_id, body.department_id);
  const { project_ids: asked, ...changes } = body;
  let projectIds: string[] | undefined;
  if (asked) {
    // Links to projects the caller cannot see (a draft of another organisation) stay: they are not the caller's to drop.
    const current = await linkedProjects(caller, [row]);
    const kept = row.project_ids.filter((projectId) => !current.get(projectId)?.visible);
    projectIds = [...new Set([...(await visibleProjectIds(caller, asked)), ...kept])];
  }
  await caller.db.transaction(async (tx) => {
    await repo.updateActivity(tx, caller.auth.tenant.id, row.id, changes);
    if (projectIds) await repo.setActivityProjects(tx, caller.auth.tenant.id, row.id, projectIds);
  });
  return getActivity(caller, row.id);
}

export async function deleteActivity(caller: Caller, id: string): Promise<void> {
  const { row, access } = await loadActivity(caller, id);
  if (!can(access, P.CREATE_EDIT_OUTCOME)) throw forbidden('You may not delete this activity.');
  await caller.db.transaction((tx) => repo.deleteActivity(tx, caller.auth.tenant.id, row));
}

/** Every activity of a plan as the caller sees it (the export; the caller may view the whole plan). */
export async function activitiesOfPlan(caller: Caller, planId: string): Promise<Activity[]> {
  return presentMany(caller, await repo.selectActivitiesOfPlan(caller.db, planId));
}
