import type { ImportedProject } from '@oversight/shared/projects/import-cells';
import type { ImportResult } from '@oversight/shared/projects/project-import.schemas';
import { PROJECT_STATUS_NAMES, PROJECT_STATUSES } from '@oversight/shared/reference/enums';
import { findLgaByName } from '@oversight/shared/reference/lgas';
import { findStateByName } from '@oversight/shared/reference/states';
import type { DbOrTx } from '../../db/client.js';
import { projectPublicId } from '../projects/project-public-id.js';
import type { CheckedRow, Importer } from './import-check.js';
import * as repo from './import.repository.js';

const CHUNK = 1000;
/** The share of the progress bar the project rows take; map points, contractors and history take the rest. */
const WRITE_SHARE = 0.7;

const statusName = (code: number | null) =>
  code === null ? null : (PROJECT_STATUS_NAMES.find((s) => PROJECT_STATUSES[s].code === code) ?? null);

/** The columns one checked row writes (null: keep what is stored). */
function toWrite(row: CheckedRow): repo.ProjectWrite {
  const p: ImportedProject = row.read.project;
  const firstState = p.states?.[0] ? findStateByName(p.states[0]) : null;
  const first = placesOf(p)[0];
  return {
    code: p.code,
    name: p.name,
    description: p.description,
    location_description: p.locationDescription,
    status: p.status,
    sectors: p.sectors?.length ? p.sectors : null,
    categories: p.categories?.length ? p.categories : null,
    amount_budgeted: p.appropriation,
    total_project_cost: p.totalProjectCost,
    total_amount_spent: p.totalAmountSpent,
    total_amount_released: p.totalAmountReleased,
    total_financial_commitment: p.totalFinancialCommitment,
    start_date: p.startDate,
    end_date: p.endDate,
    percentage_completed: p.percentageCompleted,
    states: p.states?.length ? p.states : null,
    lgas: p.lgas?.length ? p.lgas.map((l) => l.lga) : null,
    wards: p.lgas?.length ? p.lgas.map(() => '') : null,
    latitude: first?.latitude ?? null,
    longitude: first?.longitude ?? null,
    currency: p.currency,
    geo_political_zone: firstState?.zone ?? null,
    ministry_id: row.ministryId,
    agency_id: row.agencyId,
  };
}

/**
 * Map points as manual saves make them: the sheet's coordinates (paired with its LGAs in order), else each LGA's
 * headquarters, else each state's capital.
 */
function placesOf(
  project: ImportedProject,
): { state: string | null; lga: string | null; latitude: number; longitude: number }[] {
  if (project.geolocations?.length) {
    return project.geolocations.map((point, i) => ({
      state: project.lgas?.[i]?.state ?? project.states?.[0] ?? null,
      lga: project.lgas?.[i]?.lga ?? null,
      ...point,
    }));
  }
  if (project.lgas?.length) {
    return project.lgas.flatMap(({ state, lga }) => {
      const found = findStateByName(state);
      const place = found ? findLgaByName(found.id, lga) : null;
      return place ? [{ state, lga, latitude: place.latitude, longitude: place.longitude }] : [];
    });
  }
  return (project.states ?? []).flatMap((name) => {
    const state = findStateByName(name);
    return state
      ? [{ state: state.filterName, lga: null, latitude: state.latitude, longitude: state.longitude }]
      : [];
  });
}

/** Fields compared and recorded in the history, by their API names. */
const HISTORY_FIELDS: [keyof repo.ProjectWrite & keyof repo.ExistingProject, string][] = [
  ['name', 'name'],
  ['description', 'description'],
  ['location_description', 'location_description'],
  ['status', 'status'],
  ['sectors', 'sectors'],
  ['categories', 'categories'],
  ['amount_budgeted', 'amount_budgeted'],
  ['total_project_cost', 'total_project_cost'],
  ['total_amount_spent', 'total_amount_spent'],
  ['total_amount_released', 'total_amount_released'],
  ['total_financial_commitment', 'total_financial_commitment'],
  ['start_date', 'start_date'],
  ['end_date', 'end_date'],
  ['percentage_completed', 'percentage_completed'],
  ['states', 'states'],
  ['lgas', 'lgas'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
  ['currency', 'currency'],
  ['ministry_id', 'ministry'],
  ['agency_id', 'agency'],
];

/** History values as the project reads show them (workspace's change log): status names, numbers, organisation names. */
function shownWith(names: Map<string, string>) {
  return (field: string, value: unknown): unknown => {
    if (value === null || value === undefined) return null;
    if (field === 'status' && typeof value === 'number') return statusName(value);
    if (field === 'percentage_completed') return Number(value);
    // Organisation ids are text; anything else shows as it is.
    const named = (id: unknown) => (typeof id === 'string' ? (names.get(id) ?? id) : id);
    if (field === 'ministry' || field === 'agency') return named(value);
    if (field === 'contractors' && Array.isArray(value)) {
      const ids: unknown[] = value;
      return ids.map(named);
    }
    return value;
  };
}
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Changes = Record<string, { before: unknown; after: unknown }>;

function changesOf(
  before: repo.ExistingProject | null,
  after: repo.ProjectWrite,
  contractorIds: string[] | null,
  shown: ReturnType<typeof shownWith>,
): Changes {
  const changes: Changes = {};
  for (const [column, field] of HISTORY_FIELDS) {
    const next = after[column];
    if (next === null || next === undefined) continue;
    const previous = before ? before[column] : null;
    const comparable = typeof next === 'number' && typeof previous === 'string' ? Number(previous) : previous;
    if (!same(comparable, next))
      changes[field] = { before: shown(field, previous), after: shown(field, next) };
  }
  if (contractorIds && contractorIds.length && !same(before?.contractor_ids ?? [], contractorIds)) {
    changes.contractors = {
      before: shown('contractors', before?.contractor_ids ?? []),
      after: shown('contractors', contractorIds),
    };
  }
  if (before && after.geo_political_zone === before.geo_political_zone) delete changes.geo_political_zone;
  return changes;
}

/**
 * Writes checked rows in one transaction (the caller's): inserts new projects unpublished, updates existing ones by
 * code, replaces map points and contractors given in the sheet, and records each change in the project history.
 */
/** A published project whose status an import changed. */
export type ImportStatusChange = { projectId: string; status: string };

export async function writeImport(
  tx: DbOrTx,
  importer: Importer,
  rows: CheckedRow[],
  onProgress: (fraction: number) => Promise<void> | void,
  statusChanges: ImportStatusChange[] = [],
): Promise<ImportResult> {
  const { tenantId, organization, userId } = importer;
  await repo.lockOrganizationImports(tx, organization.id);
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, skipped: [], not_written: [] };
  const writable = rows.filter((row) => {
    if (row.skip) result.skipped.push({ row: row.row, reason: row.skip });
    return !row.skip;
  });
  for (const row of writable) {
    for (const cell of row.notWritten)
      result.not_written.push({ row: row.row, column: cell.column, value: cell.value, reason: cell.reason });
  }

  // Read again under the lock: another import may have created some of these codes since the check.
  const existing = new Map(
    (
      await repo.findProjectsByCodes(
        tx,
        tenantId,
        writable.map((r) => r.read.project.code),
        true,
      )
    ).map((p) => [p.code.toLowerCase(), p]),
  );
  const fresh = writable.filter((row) => {
    const found = existing.get(row.read.project.code.toLowerCase());
    if (found && ![found.organization_id, found.ministry_id, found.agency_id].includes(organization.id)) {
      result.skipped.push({
        row: row.row,
        reason: `The project code ${row.read.project.code} belongs to another organisation's project.`,
      });
      return false;
    }
    row.existing = found ?? null;
    return true;
  });
  const organizationIds = fresh.flatMap((row) => [
    row.ministryId,
    row.agencyId,
    row.existing?.ministry_id,
    row.existing?.agency_id,
    ...(row.contractorIds ?? []),
    ...(row.existing?.contractor_ids ?? []),
  ]);
  const shown = shownWith(
    await repo.organizationNames(tx, tenantId, [
      ...new Set(organizationIds.filter((id): id is string => !!id)),
    ]),
  );
  const toCreate = fresh.filter((row) => !row.existing);
  const toUpdate: { row: CheckedRow; write: repo.ProjectWrite; changes: Changes }[] = [];
  for (const row of fresh.filter((r) => r.existing)) {
    const write = { ...toWrite(row), id: row.existing!.id };
    // Geolocations given again replace the points; without them the stored first point stays.
    const changes = changesOf(row.existing, write, row.contractorIds, shown);
    if (Object.keys(changes).length === 0) result.unchanged += 1;
    else toUpdate.push({ row, write, changes });
  }

  // Readable public ids (slug of the name plus the code), unique in the tenant.
  const candidates = toCreate.map((row) => projectPublicId(row.read.project.name, row.read.project.code));
  const taken = await repo.takenPublicIds(tx, tenantId, candidates);
  const creates = toCreate.map((row, index) => {
    let publicId = candidates[index]!;
    for (let n = 2; taken.has(publicId); n += 1) publicId = `${candidates[index]}-${n}`;
    taken.add(publicId);
    return { row, write: { ...toWrite(row), public_id: publicId } };
  });

  result.created_ids = creates.map((create) => create.write.public_id);
  const total = creates.length + toUpdate.length || 1;
  let done = 0;
  const activities: repo.ActivityWrite[] = [];
  const locationOwners: string[] = [];
  const locations: repo.LocationWrite[] = [];
  const contractorOwners: string[] = [];
  const contractorLinks: { project_id: string; organization_id: string }[] = [];
  const collect = (projectId: string, row: CheckedRow) => {
    const project = row.read.project;
    const points = placesOf(project);
    if (points.length) {
      locationOwners.push(projectId);
      points.forEach((point, position) => locations.push({ project_id: projectId, position, ...point }));
    }
    if (row.contractorIds?.length) {
      contractorOwners.push(projectId);
      for (const id of row.contractorIds)
        contractorLinks.push({ project_id: projectId, organization_id: id });
    }
  };

  for (let start = 0; start < creates.length; start += CHUNK) {
    const chunk = creates.slice(start, start + CHUNK);
    const ids = await repo.insertProjects(
      tx,
      tenantId,
      organization.id,
      chunk.map((c) => c.write),
    );
    for (const { row, write } of chunk) {
      const id = ids.get(write.code)!;
      collect(id, row);
      activities.push({
        project_id: id,
        action: 'imported',
        changes: changesOf(null, write, row.contractorIds, shown),
      });
    }
    result.created += chunk.length;
    done += chunk.length;
    await onProgress((WRITE_SHARE * done) / total);
  }
  for (let start = 0; start < toUpdate.length; start += CHUNK) {
    const chunk = toUpdate.slice(start, start + CHUNK);
    await repo.updateProjects(
      tx,
      tenantId,
      chunk.map((c) => c.write),
    );
    for (const { row, write, changes } of chunk) {
      collect(write.id!, row);
      activities.push({ project_id: write.id!, action: 'updated', changes });
      // Eyemarkers of a public project hear of its new status once the import has committed.
      if (changes.status && row.existing!.is_published)
        statusChanges.push({ projectId: write.id!, status: String(changes.status.after) });
    }
    result.updated += chunk.length;
    done += chunk.length;
    await onProgress((WRITE_SHARE * done) / total);
  }

  await repo.replaceLocations(tx, tenantId, locationOwners, locations);
  await onProgress(WRITE_SHARE + 0.05);
  await repo.replaceContractors(tx, tenantId, contractorOwners, contractorLinks);
  await onProgress(WRITE_SHARE + 0.1);
  for (let start = 0; start < activities.length; start += CHUNK * 5) {
    await repo.insertActivities(tx, tenantId, userId, activities.slice(start, start + CHUNK * 5));
    await onProgress(
      WRITE_SHARE +
        0.1 +
        ((1 - WRITE_SHARE - 0.1) * Math.min(activities.length, start + CHUNK * 5)) / activities.length,
    );
  }
  result.skipped.sort((a, b) => a.row - b.row);
  return result;
}
