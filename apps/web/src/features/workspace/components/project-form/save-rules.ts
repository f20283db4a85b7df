import {
  cleanProjectSave,
  isValidLink,
  parseAmount,
  planIndex,
} from '@oversight/shared/projects/project-writes.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';

/** What the project form holds: text as typed, places and contractors as picked. */
export interface ProjectFormValues {
  name: string;
  code: string;
  description: string;
  status: string;
  plan: string;
  sectors: string[];
  sdgs: string[];
  tags: string[];
  start_date: string;
  end_date: string;
  percentage_completed: string;
  places: { state: string; lga: string; ward: string; latitude: number | null; longitude: number | null }[];
  contractors: { public_id: string; name: string }[];
  total_project_cost: string;
  total_amount_released: string;
  total_amount_spent: string;
  amount_budgeted: string;
  yearly_appropriation: { year: string; amount: string }[];
  links: string;
}

export const MONEY_FIELDS = [
  'total_project_cost',
  'total_amount_released',
  'total_amount_spent',
  'amount_budgeted',
] as const;

export const emptyProjectForm = (): ProjectFormValues => ({
  name: '',
  code: '',
  description: '',
  status: 'NOT_STARTED',
  plan: '',
  sectors: [],
  sdgs: [],
  tags: [],
  start_date: '',
  end_date: '',
  percentage_completed: '',
  places: [],
  contractors: [],
  total_project_cost: '',
  total_amount_released: '',
  total_amount_spent: '',
  amount_budgeted: '',
  yearly_appropriation: [],
  links: '',
});

/** The form's values for an existing project. */
export function formValuesOf(project: Project): ProjectFormValues {
  return {
    name: project.name,
    code: project.code,
    description: project.description,
    status: project.status,
    plan: project.plan ?? '',
    sectors: project.sectors,
    sdgs: project.sdgs.map(String),
    tags: project.tags,
    start_date: project.start_date ?? '',
    end_date: project.end_date ?? '',
    percentage_completed: String(project.percentage_completed ?? ''),
    places: project.geolocations.map((g) => ({
      state: g.state ?? '',
      lga: g.lga ?? '',
      ward: g.ward ?? '',
      latitude: g.coordinates.latitude,
      longitude: g.coordinates.longitude,
    })),
    contractors: project.contractors.map((c) => ({ public_id: c.public_id, name: c.name })),
    total_project_cost: project.total_project_cost ?? '',
    total_amount_released: project.total_amount_released ?? '',
    total_amount_spent: project.total_amount_spent ?? '',
    amount_budgeted: project.amount_budgeted ?? '',
    yearly_appropriation: Object.entries(project.yearly_appropriation).map(([year, amount]) => ({
      year,
      amount,
    })),
    links: project.links.join('\n'),
  };
}

export type FormErrors = Partial<Record<keyof ProjectFormValues | 'places', string>>;

/** The form's own checks (the server checks the same and answers 400 with the field). */
export function validateProjectForm(values: ProjectFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = 'Enter the project name.';
  if (!values.code.trim()) errors.code = 'Enter the project code.';
  else if (!/^[A-Za-z0-9][A-Za-z0-9/_.\- ]*$/.test(values.code.trim()))
    errors.code = 'Use letters, digits, spaces and / _ . - in the project code.';
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    errors.end_date = 'The end date must not be before the start date.';
  if (values.percentage_completed.trim()) {
    const percent = Number(values.percentage_completed);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100)
      errors.percentage_completed = 'Enter a percentage from 0 to 100.';
  }
  for (const field of MONEY_FIELDS)
    if (values[field].trim() && parseAmount(values[field]) === null)
      errors[field] = 'Enter a non-negative amount (digits, up to two decimals).';
  if (
    values.yearly_appropriation.some(
      (row) => !/^\d{4}$/.test(row.year) || (row.amount.trim() && parseAmount(row.amount) === null),
    )
  )
    errors.yearly_appropriation = 'Give each year as four digits and its amount in naira.';
  const badLink = linksOf(values.links).find((link) => !isValidLink(link));
  if (badLink)
    errors.links = `"${badLink}": a link must start with ftp, http or https and contain no spaces or quotes.`;
  return errors;
}

const linksOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The body a save sends (docs/spec/product-spec.md sections 4-5): empty values dropped, status as its code name, plan as its
 * index string, contractors as contractors_ids, places as geolocations; contract_type, geo_political_zone,
 * contractors and image never sent.
 */
export function toSaveBody(values: ProjectFormValues): Record<string, unknown> {
  const yearly = Object.fromEntries(
    values.yearly_appropriation
      .filter((row) => row.year && row.amount.trim())
      .map((row) => [row.year, parseAmount(row.amount) ?? row.amount]),
  );
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    code: values.code.trim(),
    description: values.description.trim(),
    status: values.status,
    plan: values.plan ? planIndex(values.plan) : '',
    sectors: values.sectors,
    sdgs: values.sdgs.map(Number),
    tags: values.tags,
    start_date: values.start_date,
    end_date: values.end_date,
    percentage_completed: values.percentage_completed.trim() ? Number(values.percentage_completed) : null,
    geolocations: values.places
      .filter((place) => place.state)
      .map((place) => ({
        state: place.state,
        lga: place.lga || null,
        ward: place.ward || null,
        coordinates:
          place.latitude !== null && place.longitude !== null
            ? { latitude: place.latitude, longitude: place.longitude }
            : null,
      })),
    contractors_ids: values.contractors.map((contractor) => contractor.public_id),
    yearly_appropriation: Object.keys(yearly).length ? yearly : null,
    links: linksOf(values.links),
  };
  for (const field of MONEY_FIELDS)
    body[field] = values[field].trim() ? (parseAmount(values[field]) ?? values[field]) : '';
  return cleanProjectSave(body) as Record<string, unknown>;
}
