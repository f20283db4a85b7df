import type {
  BulkProjectItem,
  BulkUpdateBody,
  BulkUpdateResult,
  CreateProjectBody,
  ProjectPlace,
  UpdateProjectBody,
} from '@oversight/shared/projects/project-writes.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { PLAN_FRAMEWORKS, PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { findLgaByName } from '@oversight/shared/reference/lgas';
import { findStateByName } from '@oversight/shared/reference/states';
import { projectPublicId } from './project-public-id.js';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../platform/errors.js';
import type { Jobs } from '../../platform/jobs.js';
import type { ItemAccess } from '../../platform/item-access.js';
import type { ContextOf } from '../../platform/request-context.js';
import { publishEvent } from '../notifications/notifications.service.js';
import { forgetPublicAnswers } from '../../platform/public-cache.js';
import { canCreateProjects, projectAbilities, projectAccess } from './projects.policy.js';
import { presentProject } from './projects.presenter.js';
import type { ProjectRow } from './catalogue.repository.js';
import * as reads from './catalogue.repository.js';
import * as activitiesRepo from './project-activities.repository.js';
import * as repo from './project-writes.repository.js';
import type { ProjectsContext } from './project-filter.js';

/**
 * Organisation-side project writes: create, update, publish, image and bulk update. Every write checks the caller's
 * rights on each project first, runs in one transaction, and records who changed which field from what to what
 * (project_activities). The spreadsheet import calls saveProjects inside its own transaction.
 */

type Changes = Record<string, { before: unknown; after: unknown }>;
export type SaveItem = { id?: string; fields: UpdateProjectBody };
export type SaveOptions = {
  /** Items without an id are matched by code; unmatched ones are created (POST bulk_update, the import). */
  upsertByCode?: boolean;
  /** Prefix of 400 field names: 'projects.3.' for the fourth item of a bulk update. */
  fieldPrefix?: (index: number) => string;
  action?: string;
};
export type SaveOutcome = {
  public_id: string;
  id: string;
  outcome: 'created' | 'updated' | 'unchanged';
  /** The new status of a published project whose status this save changed (eyemarkers hear of it). */
  status_changed_to?: string;
  /** Published by this save (created published, or a draft published): followers of its places hear of it. */
  first_published?: { state: string | null };
};

/** Fields of a presented project that are not part of its history (counters, the caller's view). */
const UNTRACKED = new Set([
  'views',
  'eyemarked_count',
  'reviews_count',
  'is_eyemarked',
  'abilities',
  'modified',
  'distance',
  'created',
  'total_amount_utilized',
  'status_label',
]);

function requireActor(auth: AuthContext) {
  if (!auth.user || !auth.organization)
    throw forbidden('Choose an organisation: the X-Organization-Id header is missing.');
  return { user: auth.user, organization: auth.organization };
}

/** 'projects.3.code' -> {projects: {3: {code: [...]}}}: nested fields keep their nesting (docs/design.md section 4). */
function nestErrors(flat: Record<string, string[]>): FieldErrors {
  const nested: FieldErrors = {};
  for (const [path, messages] of Object.entries(flat)) {
    const parts = path.split('.');
    let target = nested;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = target[part] = next && !Array.isArray(next) ? next : {};
    }
    target[parts[parts.length - 1]!] = messages;
  }
  return nested;
}

/** Presents projects as the API returns them, inside the caller's transaction. */
async function presentByIds(db: DbOrTx, auth: AuthContext, ids: string[]): Promise<Map<string, Project>> {
  const rows = await reads.findProjectsByIds(db, ids, auth.user?.id ?? null);
  const access = await projectAccess(db, auth, [...rows.values()]);
  return new Map(
    [...rows.values()].map((row) => [
      row.id,
      presentProject(row, row, projectAbilities(auth, access.get(row.id)!, row)),
    ]),
  );
}

function diff(before: Project | undefined, after: Project): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (UNTRACKED.has(key)) continue;
    const previous = before ? (before as Record<string, unknown>)[key] : null;
    const summarise = (v: unknown) =>
      Array.isArray(v) && v.length && typeof v[0] === 'object' && v[0] && 'username' in v[0]
        ? (v as { name: string }[]).map((o) => o.name)
        : v && typeof v === 'object' && 'username' in v
          ? (v as unknown as { name: string }).name
          : v;
    const a = summarise(previous ?? null);
    const b = summarise(value ?? null);
    const empty = (v: unknown) =>
      v === null ||
      (Array.isArray(v) && !v.length) ||
      (typeof v === 'object' && !Array.isArray(v) && !Object.keys(v).length);
    if (!before && empty(b)) continue;
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[key] = { before: a, after: b };
  }
  return changes;
}

/** 404 for a project the caller cannot see at all, 403 for one they see but may not change. */
function checkAbility(
  auth: AuthContext,
  row: ProjectRow,
  ability: 'edit' | 'publish',
  ownerIds: string[],
  access: ItemAccess,
) {
  const visible =
    row.is_published ||
    access.permissions.size > 0 ||
    [row.organization_id, row.ministry_id, row.agency_id].some((id) => id && ownerIds.includes(id));
  const abilities = projectAbilities(auth, access);
  if (abilities[ability]) return;
  if (!visible) throw notFound('No project has this id.');
  throw forbidden(
    ability === 'publish' ? 'You may not publish this project.' : 'You may not change this project.',
  );
}

type Resolved = { columns: repo.ProjectColumns; places?: repo.PlaceRow[]; contractorIds?: string[] };

/** A place with its canonical LGA and coordinates (given, else the LGA's, else the state capital's). */
function resolvePlace(place: ProjectPlace, field: string, errors: FieldErrors): repo.PlaceRow | null {
  const state = findStateByName(place.state)!;
  let lga: string | null = null;
  let latitude = state.latitude;
  let longitude = state.longitude;
  if (place.lga) {
    const found = findLgaByName(state.id, place.lga);
    if (!found) {
      errors[`${field}.lga`] = [`"${place.lga}" is not an LGA of ${state.name}.`];
      return null;
    }
    lga = found.name;
    latitude = found.latitude;
    longitude = found.longitude;
  }
  if (place.coordinates) ({ latitude, longitude } = place.coordinates);
  return { state: state.filterName, lga, ward: place.ward ?? null, latitude, longitude };
}

/**
 * Turns checked fields into columns, resolving organisations and places against the database; every problem is
 * collected into `errors` under its field (with `prefix`).
 */
async function resolveFields(
  db: DbOrTx,
  auth: AuthContext,
  fields: UpdateProjectBody,
  existing: ProjectRow | undefined,
  prefix: string,
  errors: FieldErrors,
): Promise<Resolved> {
  const tenantId = auth.tenant.id;
  const organization = auth.organization!;
  const columns: repo.ProjectColumns = {};
  const fail = (field: string, message: string) => (errors[prefix + field] = [message]);
  const copy = [
    'name',
    'code',
    'description',
    'categories',
    'tags',
    'sectors',
    'sdgs',
    'start_date',
    'end_date',
    'date_awarded',
    'currency',
    'links',
  ] as const;
  const camel: Record<(typeof copy)[number], keyof repo.ProjectColumns> = {
    name: 'name',
    code: 'code',
    description: 'description',
    categories: 'categories',
    tags: 'tags',
    sectors: 'sectors',
    sdgs: 'sdgs',
    start_date: 'startDate',
    end_date: 'endDate',
    date_awarded: 'dateAwarded',
    currency: 'currency',
    links: 'links',
  };
  for (const key of copy)
    if (fields[key] !== undefined) (columns as Record<string, unknown>)[camel[key]] = fields[key];
  if (fields.status !== undefined) columns.status = PROJECT_STATUSES[fields.status].code;
  if (fields.plan !== undefined) columns.plan = PLAN_FRAMEWORKS.indexOf(fields.plan);
  if (fields.percentage_completed !== undefined)
    columns.percentageCompleted = String(fields.percentage_completed);
  const money = {
    total_project_cost: 'totalProjectCost',
    total_amount_released: 'totalAmountReleased',
    total_financial_commitment: 'totalFinancialCommitment',
    total_appropriation: 'totalAppropriation',
    appropriation_for_2021: 'appropriationFor2021',
    amount_budgeted: 'amountBudgeted',
  } as const;
  for (const [field, column] of Object.entries(money)) {
    const value = fields[field as keyof typeof money];
    if (value !== undefined) columns[column] = value;
  }
  const spent = fields.total_amount_spent ?? fields.total_amount_utilized;
  if (spent !== undefined) columns.totalAmountSpent = spent;
  if (fields.yearly_appropriation)
    columns.yearlyAppropriation = {
      ...(existing?.yearly_appropriation ?? {}),
      ...fields.yearly_appropriation,
    };
  const start = fields.start_date ?? existing?.start_date ?? undefined;
  const end = fields.end_date ?? existing?.end_date ?? undefined;
  if ((fields.start_date || fields.end_date) && start && end && end < start)
    fail('end_date', 'The end date must not be before the start date.');

  const resolved: Resolved = { columns };
  const placesInput = [...(fields.geolocations ?? []), ...(fields.location ?? [])];
  if (placesInput.length) {
    const places: repo.PlaceRow[] = [];
    const geoCount = fields.geolocations?.length ?? 0;
    placesInput.forEach((place, index) => {
      const field = index < geoCount ? `geolocations.${index}` : `location.${index - geoCount}`;
      const row = resolvePlace(place, prefix + field, errors);
      if (row) places.push(row);
    });
    resolved.places = places;
  }
  if (resolved.places || fields.states || fields.lgas) {
    const states = [...new Set([...(resolved.places ?? []).map((p) => p.state), ...(fields.states ?? [])])];
    const lgas = [
      ...new Set([...(resolved.places ?? []).flatMap((p) => (p.lga ? [p.lga] : [])), ...(fields.lgas ?? [])]),
    ];
    const stateRefs = states.map((name) => findStateByName(name)!);
    for (const lga of fields.lgas ?? []) {
      if (!stateRefs.some((state) => findLgaByName(state.id, lga)))
        fail('lgas', `"${lga}" is not an LGA of the project's states.`);
    }
    if (fields.states || resolved.places) {
      columns.states = states;
      columns.geoPoliticalZone = stateRefs[0]?.zone ?? null;
    }
    if (fields.lgas || resolved.places)
      columns.lgas = lgas.map(
        (name) => stateRefs.map((state) => findLgaByName(state.id, name)?.name).find(Boolean) ?? name,
      );
    if (resolved.places) {
      columns.wards = resolved.places.map((p) => p.ward ?? '');
      columns.latitude = resolved.places[0]?.latitude ?? null;
      columns.longitude = resolved.places[0]?.longitude ?? null;
    }
  }

  const refs = [
    ...(fields.contractors_ids ?? []),
    ...(fields.ministry ? [fields.ministry] : []),
    ...(fields.agency ? [fields.agency] : []),
  ];
  const found = await repo.findOrganizationRefs(db, tenantId, refs);
  const lookup = (ref: string) =>
    found.find((o) => o.id === ref || o.username.toLowerCase() === ref.toLowerCase());
  if (fields.contractors_ids) {
    const ids: string[] = [];
    for (const ref of fields.contractors_ids) {
      const contractor = lookup(ref);
      if (!contractor || contractor.account_type !== 'CONTRACTOR')
        fail('contractors_ids', `"${ref}" is not a contractor.`);
      else ids.push(contractor.id);
    }
    resolved.contractorIds = [...new Set(ids)];
  }
  if (fields.ministry) {
    const ministry = lookup(fields.ministry);
    if (!ministry || ministry.account_type !== 'MINISTRY')
      fail('ministry', `"${fields.ministry}" is not a ministry.`);
    else if (organization.accountType === 'MINISTRY' && ministry.id !== organization.id)
      fail('ministry', 'A ministry adds projects under itself only.');
    else if (organization.accountType === 'AGENCY' && ministry.id !== organization.parentId)
      fail('ministry', "An agency's projects stay under its own ministry.");
    else columns.ministryId = ministry.id;
  }
  if (fields.agency) {
    const agency = lookup(fields.agency);
    if (!agency || agency.account_type !== 'AGENCY') fail('agency', `"${fields.agency}" is not an agency.`);
    else if (organization.accountType === 'MINISTRY' && agency.parent_id !== organization.id)
      fail('agency', 'Choose one of your own agencies.');
    else if (organization.accountType === 'AGENCY' && agency.id !== organization.id)
      fail('agency', 'An agency adds projects under itself only.');
    else {
      columns.agencyId = agency.id;
      if (!columns.ministryId && agency.parent_id && organization.accountType !== 'MINISTRY')
        columns.ministryId = agency.parent_id;
    }
  }
  if (fields.parent) {
    const parent = await repo.findProjectRef(db, tenantId, fields.parent);
    if (!parent || (existing && parent.id === existing.id))
      fail('parent', 'Choose another project of yours as the parent.');
    else if (!projectAbilities(auth, (await projectAccess(db, auth, [parent])).get(parent.id)!).edit)
      fail('parent', 'Choose one of your own projects as the parent.');
    else if (existing && (await repo.ancestorIds(db, tenantId, parent.id)).includes(existing.id))
      fail(
        'parent',
        'This project is already above the chosen parent: a project cannot be a part of its own part.',
      );
    else columns.parentProjectId = parent.id;
  }
  if (fields.detach_parent) columns.parentProjectId = null;
  if (fields.is_published !== undefined) columns.isPublished = fields.is_published;
  return resolved;
}

/** Ownership of a new project from the organisation that creates it. */
function ownership(auth: AuthContext): repo.ProjectColumns {
  const organization = auth.organization!;
  const columns: repo.ProjectColumns = { organizationId: organization.id };
  if (organization.accountType === 'MINISTRY') columns.ministryId = organization.id;
  if (organization.accountType === 'AGENCY') {
    columns.agencyId = organization.id;
    columns.ministryId = organization.parentId;
  }
  if (organization.accountType === 'DEPARTMENT' && organization.parentId)
    columns.ministryId = organization.parentId;
  return columns;
}

async function uniquePublicIds(db: DbOrTx, tenantId: string, wanted: string[]): Promise<string[]> {
  const taken = await repo.publicIdsInUse(db, tenantId, wanted);
  return wanted.map((base) => {
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}

/**
 * Saves many projects in the caller's transaction: checks every right and field first and throws one 400 with
 * every problem (nothing is written then), else writes each project, its places and contractors, and its history.
 */
export async function saveProjects(
  tx: DbOrTx,
  auth: AuthContext,
  items: SaveItem[],
  options: SaveOptions = {},
): Promise<SaveOutcome[]> {
  const { user, organization } = requireActor(auth);
  const tenantId = auth.tenant.id;
  const prefix = options.fieldPrefix ?? (() => '');
  const errors: FieldErrors = {};
  const codes = items.map((item) => item.fields.code).filter((code): code is string => !!code);
  await repo.lockCodes(tx, tenantId, codes);
  const byId = new Map(
    (
      await repo.lockProjectsByIds(
        tx,
        tenantId,
        items.flatMap((item) => (item.id ? [item.id] : [])),
      )
    ).flatMap(
      (row) =>
        [
          [row.public_id, row],
          [row.id, row],
        ] as const,
    ),
  );
  const byCode = new Map(
    options.upsertByCode
      ? (
          await repo.lockProjectsByCodes(
            tx,
            tenantId,
            items.filter((item) => !item.id && item.fields.code).map((item) => item.fields.code!),
          )
        ).map((row) => [row.code, row] as const)
      : [],
  );
  const ownerIds = [organization.id];
  const targets: (ProjectRow | undefined)[] = items.map((item, index) => {
    if (item.id) {
      const row = byId.get(item.id);
      if (!row) throw notFound(`No project has the id "${item.id}".`);
      return row;
    }
    if (item.fields.code && byCode.has(item.fields.code)) return byCode.get(item.fields.code);
    if (!canCreateProjects(auth)) throw forbidden('You may not add projects for this organisation.');
    if (!item.fields.name) errors[`${prefix(index)}name`] = ['Enter the project name.'];
    if (!item.fields.code) errors[`${prefix(index)}code`] = ['Enter the project code.'];
    return undefined;
  });
  const access = await projectAccess(
    tx,
    auth,
    targets.filter((row): row is ProjectRow => !!row),
  );
  targets.forEach((row, index) => {
    if (!row) return;
    checkAbility(auth, row, 'edit', ownerIds, access.get(row.id)!);
    if (
      items[index]!.fields.is_published !== undefined &&
      items[index]!.fields.is_published !== row.is_published
    )
      checkAbility(auth, row, 'publish', ownerIds, access.get(row.id)!);
  });
  if (
    items.some((item, index) => !targets[index] && item.fields.is_published) &&
    organization.accountType === 'CONTRACTOR'
  )
    throw forbidden('You may not publish this project.');

  // Codes: unique in the tenant, and within this save.
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const code = item.fields.code;
    if (!code) return;
    if (seen.has(code))
      errors[`${prefix(index)}code`] = [`Project code "${code}" appears twice in this save.`];
    seen.set(code, index);
  });
  const inUse = await repo.codesInUse(
    tx,
    tenantId,
    codes,
    targets.flatMap((row) => (row ? [row.id] : [])),
  );
  items.forEach((item, index) => {
    const code = item.fields.code;
    const target = targets[index];
    if (code && inUse.has(code) && target?.code !== code)
      errors[`${prefix(index)}code`] = [`Another project already has the code "${code}".`];
  });

  const fullRows = await reads.findProjectsByIds(
    tx,
    targets.flatMap((row) => (row ? [row.id] : [])),
    user.id,
  );
  const resolved: Resolved[] = [];
  for (const [index, item] of items.entries()) {
    const existing = targets[index] ? fullRows.get(targets[index].id) : undefined;
    resolved.push(await resolveFields(tx, auth, item.fields, existing, prefix(index), errors));
  }
  if (Object.keys(errors).length) throw badRequest(nestErrors(errors as Record<string, string[]>));

  const existingIds = targets.flatMap((row) => (row ? [row.id] : []));
  const before = await presentByIds(tx, auth, existingIds);
  const newPublicIds = await uniquePublicIds(
    tx,
    tenantId,
    items.flatMap((item, index) =>
      targets[index] ? [] : [projectPublicId(item.fields.name!, item.fields.code!)],
    ),
  );
  const written: { id: string; created: boolean }[] = [];
  for (const [index, item] of items.entries()) {
    const { columns, places, contractorIds } = resolved[index]!;
    let id: string;
    if (targets[index]) {
      id = targets[index].id;
      if (Object.keys(columns).length) await repo.updateProjectColumns(tx, tenantId, id, columns);
    } else {
      const inserted = await repo.insertProject(tx, {
        ...ownership(auth),
        ...columns,
        tenantId,
        name: item.fields.name!,
        code: item.fields.code!,
        publicId: newPublicIds.shift()!,
      });
      id = inserted.id;
      if (organization.accountType === 'CONTRACTOR' && !contractorIds)
        await repo.replaceContractors(tx, tenantId, id, [organization.id]);
    }
    if (places) await repo.replaceLocations(tx, tenantId, id, places);
    if (contractorIds) await repo.replaceContractors(tx, tenantId, id, contractorIds);
    written.push({ id, created: !targets[index] });
  }

  const after = await presentByIds(
    tx,
    auth,
    written.map((entry) => entry.id),
  );
  const outcomes: SaveOutcome[] = [];
  for (const entry of written) {
    const project = after.get(entry.id)!;
    const previous = before.get(entry.id);
    const changes = diff(previous, project);
    const published = previous && previous.is_published !== project.is_published;
    const action = !previous
      ? 'created'
      : published
        ? project.is_published
          ? 'published'
          : 'unpublished'
        : (options.action ?? 'updated');
    if (!previous || Object.keys(changes).length)
      await activitiesRepo.insertActivity(tx, {
        tenantId,
        projectId: entry.id,
        actorId: user.id,
        action,
        changes,
      });
    const outcome: SaveOutcome = {
      id: entry.id,
      public_id: project.public_id,
      outcome: !previous ? 'created' : Object.keys(changes).length ? 'updated' : 'unchanged',
    };
    if (previous && changes.status && project.is_published) outcome.status_changed_to = project.status;
    if (project.is_published && (!previous || !previous.is_published))
      outcome.first_published = {
        state: project.states[0] ? (findStateByName(project.states[0])?.name ?? project.states[0]) : null,
      };
    outcomes.push(outcome);
  }
  return outcomes;
}

async function presentOne(ctx: ProjectsContext, id: string): Promise<Project> {
  const presented = await presentByIds(ctx.db, ctx.auth, [id]);
  return presented.get(id)!;
}

/**
 * Tells the eyemarkers and the followers of its places of each project whose status changed, and the followers of
 * its places of each project newly published; call after the save's transaction committed.
 */
export async function announceStatusChanges(jobs: Jobs, auth: AuthContext, outcomes: SaveOutcome[]) {
  for (const outcome of outcomes) {
    if (outcome.first_published)
      await publishEvent(jobs, {
        tenantId: auth.tenant.id,
        kind: 'new_project',
        actorId: auth.user?.id ?? null,
        // Once per project: published again after being taken back, it is not news a second time.
        key: `new_project:${outcome.id}`,
        to: { placeFollowersOf: outcome.id },
        projectId: outcome.id,
        data: outcome.first_published.state ? { place: outcome.first_published.state } : {},
      });
    if (!outcome.status_changed_to) continue;
    await publishEvent(jobs, {
      tenantId: auth.tenant.id,
      kind: 'status_change',
      actorId: auth.user?.id ?? null,
      to: { eyemarkersOf: outcome.id, placeFollowersOf: outcome.id },
      projectId: outcome.id,
      data: { status: outcome.status_changed_to },
    });
  }
}

type WritesContext = ContextOf<'db' | 'auth' | 'jobs'>;

/** POST /projects/create-project/ */
export async function createProject(ctx: WritesContext, body: CreateProjectBody): Promise<Project> {
  if (!canCreateProjects(ctx.auth)) throw forbidden('You may not add projects for this organisation.');
  const [outcome] = await ctx.db.transaction((tx) => saveProjects(tx, ctx.auth, [{ fields: body }]));
  // Created published: the followers of its places hear of it as of a draft published.
  await announceStatusChanges(ctx.jobs, ctx.auth, [outcome!]);
  forgetPublicAnswers(ctx.db, ctx.auth.tenant.id);
  return presentOne(ctx, outcome!.id);
}

/** PATCH /projects/{id}/ */
export async function updateProject(
  ctx: WritesContext,
  id: string,
  body: UpdateProjectBody,
): Promise<Project> {
  requireActor(ctx.auth);
  const [outcome] = await ctx.db.transaction((tx) => saveProjects(tx, ctx.auth, [{ id, fields: body }]));
  await announceStatusChanges(ctx.jobs, ctx.auth, [outcome!]);
  forgetPublicAnswers(ctx.db, ctx.auth.tenant.id);
  return presentOne(ctx, outcome!.id);
}

/** POST /projects/{id}/publish/: the public sees the project from now on (or no longer, with is_published false). */
export async function publishProject(ctx: WritesContext, id: string, isPublished: boolean): Promise<Project> {
  requireActor(ctx.auth);
  const [outcome] = await ctx.db.transaction(async (tx) => {
    const [row] = await repo.lockProjectsByIds(tx, ctx.auth.tenant.id, [id]);
    if (!row) throw notFound('No project has this id.');
    checkAbility(
      ctx.auth,
      row,
      'publish',
      [ctx.auth.organization!.id],
      (await projectAccess(tx, ctx.auth, [row])).get(row.id)!,
    );
    return saveProjects(tx, ctx.auth, [{ id: row.id, fields: { is_published: isPublished } }]);
  });
  await announceStatusChanges(ctx.jobs, ctx.auth, [outcome!]);
  // The public lists and searches shared by visitors must not show a withdrawn project (or miss a new one).
  forgetPublicAnswers(ctx.db, ctx.auth.tenant.id);
  return presentOne(ctx, outcome!.id);
}

/** POST /projects/{id}/update-image/: the image is re-encoded and resized by platform storage. */
export async function updateProjectImage(
  ctx: ContextOf<'db' | 'auth' | 'storage'>,
  id: string,
  image: Buffer,
): Promise<Project> {
  const { user } = requireActor(ctx.auth);
  const tenantId = ctx.auth.tenant.id;
  const [row] = await repo.lockProjectsByIds(ctx.db, tenantId, [id]);
  if (!row) throw notFound('No project has this id.');
  checkAbility(
    ctx.auth,
    row,
    'edit',
    [ctx.auth.organization!.id],
    (await projectAccess(ctx.db, ctx.auth, [row])).get(row.id)!,
  );
  const stored = await ctx.storage.saveImage(image, { folder: 'projects', field: 'image', maxSide: 1600 });
  try {
    await ctx.db.transaction(async (tx) => {
      const [locked] = await repo.lockProjectsByIds(tx, tenantId, [row.id]);
      const current = await reads.findProject(tx, tenantId, locked!.id, {
        ownerIds: [locked!.organization_id ?? row.id],
        granted: null,
      });
      await repo.updateProjectColumns(tx, tenantId, row.id, { imageUrl: stored.url });
      await activitiesRepo.insertActivity(tx, {
        tenantId,
        projectId: row.id,
        actorId: user.id,
        action: 'image_updated',
        changes: { image: { before: current?.image_url ?? null, after: stored.url } },
      });
    });
  } catch (error) {
    await ctx.storage.remove(stored.key);
    throw error;
  }
  forgetPublicAnswers(ctx.db, tenantId);
  return presentOne(ctx, row.id);
}

/** PATCH (update by id) and POST (also create or update by code) /projects/bulk_update/: all or nothing. */
export async function bulkUpdateProjects(
  ctx: WritesContext,
  body: BulkUpdateBody,
  options: { upsertByCode: boolean },
): Promise<BulkUpdateResult> {
  requireActor(ctx.auth);
  const items: SaveItem[] = body.projects
    ? body.projects.map(({ id, ...fields }: BulkProjectItem) => ({ id, fields }))
    : body.project_ids!.map((id) => ({ id, fields: body.data! }));
  if (!options.upsertByCode) {
    const missing = items.findIndex((item) => !item.id);
    if (missing >= 0)
      throw badRequest({ projects: { [missing]: { id: ['Give the id of the project to update.'] } } });
  }
  const outcomes = await ctx.db.transaction((tx) =>
    saveProjects(tx, ctx.auth, items, {
      upsertByCode: options.upsertByCode,
      fieldPrefix: (index) => (body.projects ? `projects.${index}.` : ''),
    }),
  );
  await announceStatusChanges(ctx.jobs, ctx.auth, outcomes);
  forgetPublicAnswers(ctx.db, ctx.auth.tenant.id);
  const of = (kind: SaveOutcome['outcome']) =>
    outcomes.filter((o) => o.outcome === kind).map((o) => o.public_id);
  return { created: of('created'), updated: of('updated'), unchanged: of('unchanged') };
}
