import { z } from 'zod';
import { projectListQuerySchema } from '../projects/projects.schemas.js';

/**
 * Open data: the catalogue as downloads (CSV, XLSX, GeoJSON) and as OC4IDS 0.9.5 project packages.
 * Both take the catalogue's own filters; only published projects are ever exported, whoever asks.
 */

/** Licences an operator may choose (OPEN_DATA_LICENSE), by SPDX id; all are open-definition conformant. */
export const OPEN_DATA_LICENSES = {
  'CC-BY-4.0': {
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'CC0-1.0': {
    name: 'Creative Commons Zero 1.0 Universal (public domain)',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  'ODC-BY-1.0': {
    name: 'Open Data Commons Attribution License 1.0',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
  },
  'ODbL-1.0': {
    name: 'Open Data Commons Open Database License 1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  'PDDL-1.0': {
    name: 'Open Data Commons Public Domain Dedication and License 1.0',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
  },
} as const;
export type OpenDataLicenseId = keyof typeof OPEN_DATA_LICENSES;
export const OPEN_DATA_LICENSE_IDS = Object.keys(OPEN_DATA_LICENSES) as [
  OpenDataLicenseId,
  ...OpenDataLicenseId[],
];

export const OC4IDS_VERSION = '0.9';
/** Most projects one OC4IDS page may hold; without `limit` the whole selection is streamed. */
export const OC4IDS_MAX_PAGE = 1000;

/** The catalogue's filters and ordering (discover, /projects-list); drafts are never open data. */
export const openDataQuerySchema = projectListQuerySchema.omit({
  is_published: true,
  format: true,
  bbox: true,
  zoom: true,
});
export type OpenDataQuery = z.infer<typeof openDataQuerySchema>;

export const oc4idsQuerySchema = openDataQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(OC4IDS_MAX_PAGE).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
export type Oc4idsQuery = z.infer<typeof oc4idsQuerySchema>;

export const DOWNLOAD_FORMATS = ['csv', 'xlsx', 'geojson'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * The data dictionary: one column of the CSV and XLSX (and one property of each GeoJSON feature) per entry, in order.
 * Lists are joined with "; ", money is a decimal number in `currency`, dates are YYYY-MM-DD.
 */
export const DATA_DICTIONARY = [
  {
    column: 'public_id',
    title: 'Project id',
    type: 'text',
    description: "The project's permanent id on this site (its page is /project/{public_id}).",
  },
  { column: 'name', title: 'Name', type: 'text', description: "The project's name." },
  {
    column: 'code',
    title: 'Code',
    type: 'text',
    description: "The owner's own reference for the project (budget line or file number), if given.",
  },
  { column: 'description', title: 'Description', type: 'text', description: 'What the project delivers.' },
  {
    column: 'status',
    title: 'Status',
    type: 'text',
    description: 'Not Started, Ongoing, Completed, On Hold, Canceled or Abandoned.',
  },
  {
    column: 'percentage_completed',
    title: 'Completed (%)',
    type: 'number',
    description: 'Physical progress reported by the owner, 0 to 100.',
  },
  {
    column: 'sectors',
    title: 'Sectors',
    type: 'list',
    description: 'Sectors of government the project belongs to.',
  },
  {
    column: 'sdgs',
    title: 'SDGs',
    type: 'list',
    description: 'Numbers of the UN Sustainable Development Goals the project serves.',
  },
  { column: 'tags', title: 'Tags', type: 'list', description: 'Free tags given by the owner.' },
  {
    column: 'states',
    title: 'States',
    type: 'list',
    description: 'States (or the FCT) where the project is.',
  },
  {
    column: 'lgas',
    title: 'LGAs',
    type: 'list',
    description: 'Local government areas where the project is.',
  },
  { column: 'wards', title: 'Wards', type: 'list', description: 'Wards where the project is, if given.' },
  {
    column: 'geo_political_zone',
    title: 'Geo-political zone',
    type: 'text',
    description: 'North Central, North East, North West, South East, South South or South West.',
  },
  {
    column: 'latitude',
    title: 'Latitude',
    type: 'number',
    description: "Latitude of the project's first location (WGS 84 degrees).",
  },
  {
    column: 'longitude',
    title: 'Longitude',
    type: 'number',
    description: "Longitude of the project's first location (WGS 84 degrees).",
  },
  { column: 'start_date', title: 'Start date', type: 'date', description: 'Planned or actual start.' },
  {
    column: 'end_date',
    title: 'End date',
    type: 'date',
    description: 'Planned end (or actual end of a completed project).',
  },
  {
    column: 'date_awarded',
    title: 'Date awarded',
    type: 'date',
    description: 'When the contract was awarded.',
  },
  {
    column: 'currency',
    title: 'Currency',
    type: 'text',
    description: 'ISO 4217 currency of every amount (NGN: naira).',
  },
  {
    column: 'total_project_cost',
    title: 'Total project cost',
    type: 'money',
    description: "The project's whole cost as planned.",
  },
  {
    column: 'total_appropriation',
    title: 'Total appropriation',
    type: 'money',
    description: 'Sum of the yearly budget appropriations.',
  },
  {
    column: 'amount_budgeted',
    title: 'Amount budgeted',
    type: 'money',
    description: 'The appropriation of the current budget year.',
  },
  {
    column: 'yearly_appropriation',
    title: 'Yearly appropriation',
    type: 'list',
    description: 'Appropriation per budget year, as "year: amount".',
  },
  {
    column: 'total_financial_commitment',
    title: 'Financial commitment',
    type: 'money',
    description: 'Amount committed by contract.',
  },
  {
    column: 'total_amount_released',
    title: 'Amount released',
    type: 'money',
    description: 'Money released to the project so far.',
  },
  {
    column: 'total_amount_spent',
    title: 'Amount spent',
    type: 'money',
    description: 'Money spent on the project so far.',
  },
  {
    column: 'contract_type',
    title: 'Contract type',
    type: 'text',
    description: 'GENERAL, PPP (public-private partnership) or CONCESSIONS.',
  },
  { column: 'ministry', title: 'Ministry', type: 'text', description: 'The ministry responsible.' },
  { column: 'agency', title: 'Agency', type: 'text', description: 'The agency that carries it out, if any.' },
  {
    column: 'owner',
    title: 'Owner',
    type: 'text',
    description: 'The organisation that publishes the project here.',
  },
  {
    column: 'contractors',
    title: 'Contractors',
    type: 'list',
    description: 'Contractors awarded work on the project.',
  },
  {
    column: 'parent',
    title: 'Parent project',
    type: 'text',
    description: 'The public_id of the project this one is part of, if any.',
  },
  { column: 'image', title: 'Image', type: 'url', description: "The project's picture." },
  { column: 'url', title: 'Page', type: 'url', description: "The project's page on this site." },
  {
    column: 'created',
    title: 'Created',
    type: 'date-time',
    description: 'When the project was added (UTC).',
  },
  {
    column: 'modified',
    title: 'Modified',
    type: 'date-time',
    description: 'When the project last changed (UTC).',
  },
] as const;
export type DataColumn = (typeof DATA_DICTIONARY)[number]['column'];
/** One exported project: text, numbers, or empty (null). */
export type DataRow = Record<DataColumn, string | number | null>;

export const dataDictionaryEntrySchema = z.object({
  column: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
});

/** GET /open-data/: what the Open data page shows. */
export const openDataInfoSchema = z.object({
  publisher: z.object({ name: z.string(), uri: z.string() }),
  license: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  oc4ids: z.object({
    version: z.string(),
    /** The project id prefix; `registered` false while the operator still uses the placeholder. */
    prefix: z.string(),
    registered: z.boolean(),
  }),
  published_projects: z.number().int(),
  last_modified: z.string().nullable(),
  dictionary: z.array(dataDictionaryEntrySchema),
});
export type OpenDataInfo = z.infer<typeof openDataInfoSchema>;

/** Placeholder prefix: the Open Contracting Partnership assigns each publisher a registered one. */
export const OC4IDS_PLACEHOLDER_PREFIX = 'oc4ids-xxxxxx';
