import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  DATA_DICTIONARY,
  OC4IDS_PLACEHOLDER_PREFIX,
  OC4IDS_VERSION,
  OPEN_DATA_LICENSES,
  type DownloadFormat,
  type Oc4idsQuery,
  type OpenDataInfo,
  type OpenDataQuery,
} from '@oversight/shared/open-data/open-data.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import type { AppConfig } from '../../config.js';
import type { ContextOf } from '../../platform/request-context.js';
import { notFound } from '../../platform/errors.js';
import * as projects from '../projects/projects.service.js';
import { presentOc4idsProject, type Oc4idsExtras, type Oc4idsSettings } from './oc4ids.presenter.js';
import * as repo from './open-data.repository.js';
import { DATA_COLUMNS, neutraliseFormula, presentDataRow } from './table.presenter.js';

/**
 * Open data: the catalogue's published projects as OC4IDS packages and as CSV, XLSX and GeoJSON downloads.
 * The selection is the catalogue's own (projects.service selectPublishedProjects: its filters, search and order);
 * drafts never leave, whoever asks. Whole selections are streamed a batch at a time: one query for the ordered ids,
 * then per BATCH projects one query for the rows and two for their organisations and related projects.
 */

/** What the open-data services use of the request's context (a route passes `request.ctx`). */
export type OpenDataCaller = projects.Caller & ContextOf<'config'>;

const BATCH = 250;

export function oc4idsSettings(config: AppConfig): Oc4idsSettings {
  return { prefix: config.openData.oc4idsPrefix, publicUrl: config.publicUrl };
}

function license(config: AppConfig) {
  const id = config.openData.license;
  return { id, ...OPEN_DATA_LICENSES[id] };
}

export async function getOpenDataInfo(caller: OpenDataCaller): Promise<OpenDataInfo> {
  const { db, auth, config } = caller;
  const [name, summary] = await Promise.all([
    repo.findTenantName(db, auth.tenant.id),
    repo.publishedSummary(db, auth.tenant.id),
  ]);
  return {
    publisher: { name, uri: config.publicUrl },
    license: license(config),
    oc4ids: {
      version: OC4IDS_VERSION,
      prefix: config.openData.oc4idsPrefix,
      registered: config.openData.oc4idsPrefix !== OC4IDS_PLACEHOLDER_PREFIX,
    },
    published_projects: summary.count,
    last_modified: summary.last_modified
      ? new Date(summary.last_modified.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString()
      : null,
    dictionary: DATA_DICTIONARY.map((entry) => ({ ...entry })),
  };
}

/** The selection's projects, BATCH at a time, in the catalogue's order. */
async function* projectBatches(
  caller: OpenDataCaller,
  ids: string[],
): AsyncGenerator<{ id: string; project: Project }[]> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = await projects.presentPublishedProjects(caller, ids.slice(start, start + BATCH));
    if (batch.length) yield batch;
  }
}

async function oc4idsExtras(
  caller: OpenDataCaller,
  batch: { id: string; project: Project }[],
): Promise<Oc4idsExtras> {
  const organizationIds = new Set<string>();
  for (const { project } of batch)
    for (const organization of [
      project.ministry,
      project.agency,
      project.organization,
      ...project.contractors,
    ])
      if (organization) organizationIds.add(organization.public_id);
  const ids = batch.map((entry) => entry.id);
  const [organizations, related] = await Promise.all([
    repo.findOrganizationFacts(caller.db, caller.auth.tenant.id, [...organizationIds]),
    repo.findRelatedProjects(caller.db, caller.auth.tenant.id, ids),
  ]);
  return { organizations, related };
}

async function* oc4idsProjects(caller: OpenDataCaller, ids: string[], latest: { value: string }) {
  const settings = oc4idsSettings(caller.config);
  for await (const batch of projectBatches(caller, ids)) {
    const extras = await oc4idsExtras(caller, batch);
    for (const { id, project } of batch) {
      if (project.modified > latest.value) latest.value = project.modified;
      yield presentOc4idsProject(project, id, extras, settings);
    }
  }
}

/** The package's metadata (publisher, licence, policy); `projects` and `publishedDate` are added by the caller. */
async function packageHead(caller: OpenDataCaller, uri: string) {
  const name = await repo.findTenantName(caller.db, caller.auth.tenant.id);
  return {
    uri,
    version: OC4IDS_VERSION,
    publisher: { name, uri: caller.config.publicUrl },
    license: license(caller.config).url,
    publicationPolicy: `${caller.config.publicUrl}/open-data`,
  };
}

const NOTHING = 'No published project matches these filters (an OC4IDS package holds at least one project).';

/**
 * GET /open-data/oc4ids/: with `limit`, one page as a package (and `links.next`/`links.prev`, as OCDS packages
 * page); without, the whole selection streamed. publishedDate is the newest change of the projects it holds, so
 * it is written last when streaming.
 */
export async function oc4idsPackage(
  caller: OpenDataCaller,
  query: Oc4idsQuery,
  requestUrl: string,
): Promise<{ json: string } | { stream: Readable }> {
  const { limit, offset, ...filters } = query;
  const uri = new URL(requestUrl, `${caller.config.publicUrl}/`).toString();
  const selected = await projects.selectPublishedProjects(
    caller,
    filters,
    limit ? { limit, offset } : undefined,
  );
  if (!selected.ids.length) throw notFound(NOTHING);
  const head = await packageHead(caller, uri);
  const latest = { value: '' };
  if (limit) {
    const list = [];
    for await (const project of oc4idsProjects(caller, selected.ids, latest)) list.push(project);
    const link = (at: number) => {
      const url = new URL(uri);
      url.searchParams.set('limit', String(limit));
      if (at > 0) url.searchParams.set('offset', String(at));
      else url.searchParams.delete('offset');
      return url.toString();
    };
    const links = {
      ...(offset + limit < selected.count ? { next: link(offset + limit) } : {}),
      ...(offset > 0 ? { prev: link(Math.max(0, offset - limit)) } : {}),
    };
    return {
      json: JSON.stringify({
        ...head,
        publishedDate: latest.value,
        projects: list,
        ...(Object.keys(links).length ? { links } : {}),
      }),
    };
  }
  async function* body() {
    yield `${JSON.stringify(head).slice(0, -1)},"projects":[`;
    let first = true;
    for await (const project of oc4idsProjects(caller, selected.ids, latest)) {
      yield (first ? '' : ',') + JSON.stringify(project);
      first = false;
    }
    yield `],"publishedDate":${JSON.stringify(latest.value || new Date().toISOString())}}`;
  }
  return { stream: Readable.from(body()) };
}

/** GET /projects/{id}/oc4ids/: one published project as a package of one. */
export async function oc4idsProjectPackage(
  caller: OpenDataCaller,
  publicId: string,
  requestUrl: string,
): Promise<string> {
  const id = await projects.findPublishedProjectId(caller, publicId);
  if (!id) throw notFound('No published project has this id.');
  const head = await packageHead(caller, new URL(requestUrl, `${caller.config.publicUrl}/`).toString());
  const latest = { value: '' };
  const list = [];
  for await (const project of oc4idsProjects(caller, [id], latest)) list.push(project);
  if (!list.length) throw notFound('No published project has this id.');
  return JSON.stringify({ ...head, publishedDate: latest.value, projects: list });
}

// ---------------------------------------------------------------------------------------------------------------
// Downloads

export const DOWNLOAD_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  geojson: 'application/geo+json; charset=utf-8',
};

async function* dataRows(caller: OpenDataCaller, ids: string[]) {
  for await (const batch of projectBatches(caller, ids))
    yield batch.map(({ project }) => ({ project, row: presentDataRow(project, caller.config.publicUrl) }));
}

async function* csvBody(caller: OpenDataCaller, ids: string[]) {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in Hausa, Yoruba, Igbo).
  yield `\uFEFF${Papa.unparse({ fields: DATA_COLUMNS, data: [] })}\r\n`;
  for await (const rows of dataRows(caller, ids)) {
    const data = rows.map(({ row }) => DATA_COLUMNS.map((column) => neutraliseFormula(row[column])));
    yield `${Papa.unparse({ fields: DATA_COLUMNS, data }, { header: false })}\r\n`;
  }
}

async function* geojsonBody(caller: OpenDataCaller, ids: string[]) {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const rows of dataRows(caller, ids)) {
    for (const { project, row } of rows) {
      const points = project.geolocations.map((location) => [
        location.coordinates.longitude,
        location.coordinates.latitude,
      ]);
      const geometry =
        points.length === 0
          ? null
          : points.length === 1
            ? { type: 'Point', coordinates: points[0] }
            : { type: 'MultiPoint', coordinates: points };
      yield (
        (first ? '' : ',') +
        JSON.stringify({ type: 'Feature', id: project.public_id, geometry, properties: row })
      );
      first = false;
    }
  }
  yield ']}';
}

/** The XLSX written by exceljs's streaming writer: rows leave as each batch is read, the dictionary on a second sheet. */
function xlsxBody(caller: OpenDataCaller, ids: string[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const sheet = workbook.addWorksheet('Projects', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = DATA_DICTIONARY.map((entry) => ({
      header: entry.column,
      key: entry.column,
      width: entry.type === 'text' ? 30 : 16,
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of dataRows(caller, ids))
      for (const { row } of rows) sheet.addRow(DATA_COLUMNS.map((column) => row[column])).commit();
    sheet.commit();
    const dictionary = workbook.addWorksheet('Data dictionary');
    dictionary.columns = [
      { header: 'Column', key: 'column', width: 26 },
      { header: 'Title', key: 'title', width: 24 },
      { header: 'Type', key: 'type', width: 10 },
      { header: 'Description', key: 'description', width: 90 },
    ];
    dictionary.getRow(1).font = { bold: true };
    for (const entry of DATA_DICTIONARY) dictionary.addRow(entry).commit();
    dictionary.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** GET /open-data/projects.{csv,xlsx,geojson}: every published project of the catalogue query, streamed. */
export async function downloadProjects(
  caller: OpenDataCaller,
  query: OpenDataQuery,
  format: DownloadFormat,
): Promise<Readable> {
  const { ids } = await projects.selectPublishedProjects(caller, query);
  if (format === 'xlsx') return xlsxBody(caller, ids);
  return Readable.from(format === 'csv' ? csvBody(caller, ids) : geojsonBody(caller, ids));
}
