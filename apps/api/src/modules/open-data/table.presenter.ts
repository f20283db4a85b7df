import {
  DATA_DICTIONARY,
  type DataColumn,
  type DataRow,
} from '@oversight/shared/open-data/open-data.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { findSector } from '@oversight/shared/reference/sectors';
import { findStateByName } from '@oversight/shared/reference/states';

/** A project as one row of the data dictionary's columns (CSV, XLSX, GeoJSON properties). */

export const DATA_COLUMNS: DataColumn[] = DATA_DICTIONARY.map((entry) => entry.column);

const list = (values: (string | number | null | undefined)[]) => {
  const kept = values.filter((value) => value !== null && value !== undefined && value !== '');
  return kept.length ? kept.join('; ') : null;
};
const number = (value: string | null) => (value === null || value === '' ? null : Number(value));
const date = (value: string | null) => (value ? value.slice(0, 10) : null);

export function presentDataRow(project: Project, publicUrl: string): DataRow {
  const first = project.geolocations[0];
  const appropriations = Object.entries(project.yearly_appropriation)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, amount]) => `${year}: ${amount}`);
  return {
    public_id: project.public_id,
    name: project.name,
    code: project.code || null,
    description: project.description || null,
    status: project.status_label,
    percentage_completed: project.percentage_completed,
    sectors: list(project.sectors.map((key) => findSector(key)?.name ?? key)),
    sdgs: list(project.sdgs),
    tags: list(project.tags),
    states: list(project.states.map((state) => findStateByName(state)?.name ?? state)),
    lgas: list(project.lgas),
    wards: list(project.wards),
    geo_political_zone: project.geo_political_zone,
    latitude: first?.coordinates.latitude ?? null,
    longitude: first?.coordinates.longitude ?? null,
    start_date: date(project.start_date),
    end_date: date(project.end_date),
    date_awarded: date(project.date_awarded),
    currency: project.currency,
    total_project_cost: number(project.total_project_cost),
    total_appropriation: number(project.total_appropriation),
    amount_budgeted: number(project.amount_budgeted),
    yearly_appropriation: list(appropriations),
    total_financial_commitment: number(project.total_financial_commitment),
    total_amount_released: number(project.total_amount_released),
    total_amount_spent: number(project.total_amount_spent),
    contract_type: project.contract_type,
    ministry: project.ministry?.name ?? null,
    agency: project.agency?.name ?? null,
    owner: project.organization?.name ?? null,
    contractors: list(project.contractors.map((contractor) => contractor.name)),
    parent: project.parent,
    image: project.image ? new URL(project.image, `${publicUrl}/`).toString() : null,
    url: `${publicUrl}/project/${encodeURIComponent(project.public_id)}`,
    created: project.created,
    modified: project.modified,
  };
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection"). Numbers are written as numbers and never changed.
 */
export function neutraliseFormula(value: string | number | null): string | number | null {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
