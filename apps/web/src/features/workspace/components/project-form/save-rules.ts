import {
  cleanProjectSave,
  createProjectBodySchema,
  parseAmount,
  planIndex,
  updateProjectBodySchema,
} from '@oversight/shared/projects/project-writes.schemas';
import type { Project } from '@oversight/shared/projects/projects.schemas';
import { z } from 'zod';

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
    percentage_completed: String(project.percentage_completed),
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

export type FormErrors = Partial<Record<keyof ProjectFormValues, string>>;

/** The form's field for a field of the save body (the others have the same name). */
const FIELD_OF_BODY: Record<string, keyof ProjectFormValues> = {
  geolocations: 'places',
  contractors_ids: 'contractors',
};
export const PROJECT_FORM_FIELDS = Object.keys(emptyProjectForm()) as (keyof ProjectFormValues)[];
const YEARLY_MESSAGE = 'Give each year as four digits and its amount in naira.';

/**
 * The form's checks: the save body (toSaveBody) parsed by the shared schemas the server applies, each message put
 * under the form's field (the first one a field has). The name and code, and the two dates, are parsed apart too,
 * since a schema's cross-field rules run only once every field parses.
 */
export function validateProjectForm(values: ProjectFormValues): FormErrors {
  const body = toSaveBody(values);
  const errors: FormErrors = {};
  const add = (issues: readonly { path: readonly PropertyKey[]; message: string }[] | undefined) => {
    for (const { path, message } of issues ?? []) {
      const key = String(path[0]);
      const field = FIELD_OF_BODY[key] ?? PROJECT_FORM_FIELDS.find((name) => name === key);
      if (!field || errors[field]) continue;
      if (field === 'yearly_appropriation') errors[field] = YEARLY_MESSAGE;
      else if (field === 'links' && typeof path[1] === 'number')
        errors[field] =
          `"${String((body.links as string[])[path[1]])}": ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
      else errors[field] = message;
    }
  };
  add(createProjectBodySchema.safeParse({ name: body.name, code: body.code }).error?.issues);
  add(
    updateProjectBodySchema.safeParse({ start_date: body.start_date, end_date: body.end_date }).error?.issues,
  );
  add(updateProjectBodySchema.safeParse(body).error?.issues);
  // A year typed without its amount is not sent, but is still a mistake to point out.
  if (!errors.yearly_appropriation && values.yearly_appropriation.some((row) => !/^\d{4}$/.test(row.year)))
    errors.yearly_appropriation = YEARLY_MESSAGE;
  return errors;
}

/**
 * The form's schema for react-hook-form (zodResolver): the values pass when `validateProjectForm` finds nothing, and
 * come out as the body a save sends.
 */
export const projectFormSchema = z.custom<ProjectFormValues>().transform((values, ctx) => {
  const errors = Object.entries(validateProjectForm(values));
  for (const [field, message] of errors) ctx.addIssue({ code: 'custom', path: [field], message });
  return errors.length ? z.NEVER : toSaveBody(values);
});

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
