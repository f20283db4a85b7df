import { z } from 'zod';
import { parsePlan, parseProjectStatus } from '../reference/enums.js';
import { findSdg } from '../reference/sdgs.js';
import { findSector } from '../reference/sectors.js';
import { findStateByName } from '../reference/states.js';

/**
 * Organisation-side project writes (docs/spec/endpoints.txt "Projects (auth: organisation side)", docs/spec/product-spec.md sections
 * 4-5). The web form and the API apply the same save rules: the form cleans before sending, the server again.
 */

/** Never written through a save: derived (zone from the states), managed elsewhere (contractors_ids, update-image). */
export const PROJECT_SAVE_IGNORED_FIELDS = [
  'contract_type',
  'geo_political_zone',
  'contractors',
  'image',
] as const;

/** undefined, null, empty (or blank) strings and empty arrays are "empty": a save drops them. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The save rule of docs/spec/product-spec.md section 5: empty values and the never-written fields are dropped. */
export function cleanProjectSave(values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  const ignored = new Set<string>(PROJECT_SAVE_IGNORED_FIELDS);
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(
      ([key, value]) => !ignored.has(key) && !isEmptyValue(value),
    ),
  );
}

/** A link starts with ftp, http or https and holds no spaces or quotes (docs/spec/product-spec.md section 5). */
export function isValidLink(value: string): boolean {
  return /^(ftp|https?):\/\/[^\s"'`]+$/i.test(value.trim()) && !/[\s"'`]/.test(value.trim());
}

const MAX_AMOUNT_DIGITS = 18;

/** A non-negative amount as a decimal string; commas, spaces and a naira sign are tolerated ("₦1,500,000.50"). */
export function parseAmount(input: string | number): string | null {
  const raw = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input;
  const value = raw
    .trim()
    .replace(/^(₦|NGN|N)\s*/i, '')
    .replace(/[,\s_]/g, '');
  if (!new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}(\\.\\d{1,2})?$`).test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return `${whole!.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

const amount = z.union([z.string(), z.number()]).transform((input, ctx) => {
  const value = parseAmount(input);
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a non-negative amount (digits, up to two decimals).' });
    return z.NEVER;
  }
  return value;
});

const isoDate = z.string().transform((raw, ctx) => {
  const value = raw.trim().slice(0, 10);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date as YYYY-MM-DD.' });
    return z.NEVER;
  }
  return value;
});

const status = z.union([z.string(), z.number()]).transform((input, ctx) => {
  const value = parseProjectStatus(input);
  if (!value) {
    ctx.addIssue({
      code: 'custom',
      message:
        'Use a status: NOT_STARTED, ON_GOING, COMPLETED, ON_HOLD, CANCELED or ABANDONED (or its number 0-5).',
    });
    return z.NEVER;
  }
  return value;
});

const plan = z.union([z.string(), z.number()]).transform((input, ctx) => {
  const value = parsePlan(input);
  if (!value) {
    ctx.addIssue({ code: 'custom', message: 'Use a plan: MTNDP or ERGP (or its index "0" or "1").' });
    return z.NEVER;
  }
  return value;
});

/** A list whose every item goes through `parse`; the first unknown item is named. */
const listOf = <T>(what: string, parse: (item: string) => T | null, max: number) =>
  z
    .array(z.union([z.string(), z.number()]).transform(String), { error: `Give a list of ${what}s.` })
    .max(max, `Give at most ${max} ${what}s.`)
    .transform((items, ctx) => {
      const values: T[] = [];
      for (const item of items) {
        const value = parse(item.trim());
        if (value === null) {
          ctx.addIssue({ code: 'custom', message: `"${item}" is not a valid ${what}.` });
          return z.NEVER;
        }
        if (!values.includes(value)) values.push(value);
      }
      return values;
    });

const shortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

const coordinates = z.object({
  latitude: z.coerce
    .number()
    .min(-90, 'Latitude is between -90 and 90.')
    .max(90, 'Latitude is between -90 and 90.'),
  longitude: z.coerce
    .number()
    .min(-180, 'Longitude is between -180 and 180.')
    .max(180, 'Longitude is between -180 and 180.'),
});

/** A place of the project; coordinates may be left out (the LGA's, else the state capital's, are used). */
export const projectPlaceSchema = z.object({
  state: z.string().transform((raw, ctx) => {
    const state = findStateByName(raw);
    if (!state) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not a Nigerian state.` });
      return z.NEVER;
    }
    return state.filterName;
  }),
  lga: shortText(100).nullish(),
  ward: shortText(100).nullish(),
  coordinates: coordinates.nullish(),
});
export type ProjectPlace = z.infer<typeof projectPlaceSchema>;

const reference = shortText(300).min(1, 'Give an id.');

/** Every field a save may write; all optional here (create requires name and code). */
export const projectSaveFieldsSchema = z.object({
  name: shortText(300).min(1, 'Enter the project name.'),
  code: shortText(100)
    .min(1, 'Enter the project code.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.\- ]*$/, 'Use letters, digits, spaces and / _ . - in the project code.'),
  description: shortText(20_000),
  status,
  plan,
  sectors: listOf('sector', (item) => findSector(item)?.key ?? null, 19),
  sdgs: listOf('SDG', (item) => findSdg(/^\d+$/.test(item) ? Number(item) : item)?.id ?? null, 17),
  categories: z.array(shortText(100)).max(20, 'Give at most 20 categories.'),
  tags: z.array(shortText(100)).max(20, 'Give at most 20 tags.'),
  states: listOf('state', (item) => findStateByName(item)?.filterName ?? null, 37),
  lgas: z.array(shortText(100)).max(200, 'Give at most 200 LGAs.'),
  geolocations: z.array(projectPlaceSchema).max(100, 'Give at most 100 locations.'),
  /** The spec's location[] (state, lga, ward): the same places, without coordinates. */
  location: z.array(projectPlaceSchema).max(100, 'Give at most 100 locations.'),
  start_date: isoDate,
  end_date: isoDate,
  date_awarded: isoDate,
  percentage_completed: z.coerce
    .number({ error: 'Enter a percentage from 0 to 100.' })
    .min(0, 'Enter a percentage from 0 to 100.')
    .max(100, 'Enter a percentage from 0 to 100.'),
  total_project_cost: amount,
  total_amount_released: amount,
  total_amount_spent: amount,
  /** Old name of total_amount_spent. */
  total_amount_utilized: amount,
  total_financial_commitment: amount,
  total_appropriation: amount,
  appropriation_for_2021: amount,
  amount_budgeted: amount,
  yearly_appropriation: z.record(
    z.string().regex(/^(19[6-9]\d|20\d\d|2100)$/, 'Use a year (1960-2100) as the key.'),
    amount,
  ),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code such as NGN.')
    .transform((value) => value.toUpperCase()),
  /** Contractor organisations by public id or username (the save sends contractors_ids, never contractors). */
  contractors_ids: z.array(reference).max(50, 'Give at most 50 contractors.'),
  ministry: reference,
  agency: reference,
  /** The parent project's public id, for a child project. */
  parent: reference,
  /** true: the project is no longer a child of its parent (an empty parent would be dropped by the save rule). */
  detach_parent: z.boolean(),
  links: z
    .array(
      z
        .string()
        .trim()
        .max(2000, 'Use at most 2000 characters.')
        .refine(isValidLink, 'A link must start with ftp, http or https and contain no spaces or quotes.'),
    )
    .max(20, 'Give at most 20 links.'),
  /** Publishing through a save needs the publish right, as POST /projects/{id}/publish/ does. */
  is_published: z.boolean(),
});

const saveFields = projectSaveFieldsSchema.partial();
type SaveFieldsOutput = z.output<typeof saveFields>;

function checkDates(values: SaveFieldsOutput, ctx: z.RefinementCtx) {
  if (values.parent && values.detach_parent)
    ctx.addIssue({
      code: 'custom',
      path: ['detach_parent'],
      message: 'Give a new parent or detach the project, not both.',
    });
  if (values.start_date && values.end_date && values.end_date < values.start_date)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'The end date must not be before the start date.',
    });
}

export const updateProjectBodySchema = z.preprocess(cleanProjectSave, saveFields.superRefine(checkDates));
export type UpdateProjectBody = z.output<typeof updateProjectBodySchema>;
export type ProjectSaveInput = z.input<typeof saveFields>;

export const createProjectBodySchema = z.preprocess(
  cleanProjectSave,
  saveFields
    .extend({
      name: projectSaveFieldsSchema.shape.name.optional(),
      code: projectSaveFieldsSchema.shape.code.optional(),
    })
    .superRefine((values, ctx) => {
      if (!values.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Enter the project name.' });
      if (!values.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the project code.' });
      checkDates(values, ctx);
    }),
);
export type CreateProjectBody = z.output<typeof updateProjectBodySchema> & { name: string; code: string };

export const publishProjectBodySchema = z
  .object({ is_published: z.boolean().optional() })
  .nullish()
  .transform((body) => ({ is_published: body?.is_published ?? true }));

const bulkItem = z.preprocess(
  cleanProjectSave,
  saveFields.extend({ id: reference.optional() }).superRefine((values, ctx) => {
    checkDates(values, ctx);
  }),
);
export type BulkProjectItem = z.output<typeof bulkItem>;

/**
 * PATCH /projects/bulk_update/: `projects` ([{id, ...changes}]) or `project_ids` with one `data` for all.
 * POST: the same, and an item without id is matched by its code (created when no project has it).
 * All rows are written in one transaction or none are.
 */
export const bulkUpdateBodySchema = z
  .object({
    projects: z
      .array(bulkItem)
      .min(1, 'Give at least one project.')
      .max(1000, 'Give at most 1000 projects.')
      .optional(),
    project_ids: z
      .array(reference)
      .min(1, 'Give at least one project id.')
      .max(1000, 'Give at most 1000 ids.')
      .optional(),
    data: updateProjectBodySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.projects && !body.project_ids)
      ctx.addIssue({
        code: 'custom',
        path: ['projects'],
        message: 'Give projects, or project_ids with data.',
      });
    if (body.project_ids && !body.data)
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'Give the changes to apply to project_ids.' });
    if (body.projects && body.project_ids)
      ctx.addIssue({
        code: 'custom',
        path: ['project_ids'],
        message: 'Give either projects or project_ids, not both.',
      });
  });
export type BulkUpdateBody = z.output<typeof bulkUpdateBodySchema>;

export const bulkUpdateResultSchema = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

/** Which plan index the old client sends ("0" = MTNDP): the web form sends names, the API accepts both. */
export const planIndex = (name: string) => String(['MTNDP', 'ERGP'].indexOf(name));
