import { NIGERIAN_LGAS } from '../reference/lgas.js';
import { NIGERIAN_STATES } from '../reference/states.js';
import { GEOPOLITICAL_ZONES } from '../reference/zones.js';
import { checkExpression, parseExpression, referencedFields } from './expressions.js';
import {
  CHOICE_TYPES,
  LIKERT_OPTIONS,
  QUESTION_NAME_PATTERN,
  YES_NO_OPTIONS,
  type Question,
} from './questions.schemas.js';

/** A choice a respondent may pick: `filters` are the columns a choice_filter reads (an LGA's state). */
export type ChoiceOption = { label: string; value: string; filters?: Readonly<Record<string, string>> };

/** The value an "Other" choice answers (XLSForm or_other); its text goes under `<name>_other`. */
export const OTHER_VALUE = 'other';

let fixedLists: Record<'state' | 'lga' | 'geopolitical-zone', ChoiceOption[]> | null = null;
function referenceLists() {
  if (!fixedLists) {
    const stateName = new Map(NIGERIAN_STATES.map((state) => [state.id, state.filterName]));
    const stateLabel = new Map(NIGERIAN_STATES.map((state) => [state.id, state.name]));
    // A few LGA names stand in two states (Surulere, Obi, Nasarawa...): those answer "Name (State)", the rest the name.
    const seen = new Map<string, number>();
    for (const lga of NIGERIAN_LGAS) seen.set(lga.name, (seen.get(lga.name) ?? 0) + 1);
    const lgaValue = (lga: (typeof NIGERIAN_LGAS)[number]) =>
      seen.get(lga.name)! > 1 ? `${lga.name} (${stateLabel.get(lga.stateId)})` : lga.name;
    fixedLists = {
      state: NIGERIAN_STATES.map((state) => ({ label: state.name, value: state.filterName })),
      lga: NIGERIAN_LGAS.map((lga) => ({
        label: lgaValue(lga),
        value: lgaValue(lga),
        filters: { state: stateName.get(lga.stateId) ?? '' },
      })),
      'geopolitical-zone': GEOPOLITICAL_ZONES.map((zone) => ({ label: zone.name, value: zone.code })),
    };
  }
  return fixedLists;
}

/**
 * A question's choices: its own, or the fixed list of its type (yes/no, the default Likert scale, the states by
 * filter name, the LGAs by name ("Name (State)" for a name two states share), the geopolitical zones by code). Empty for types that are not choices.
 * A question not yet normalized (a draft) may have no `options` at all.
 */
export function optionsOf(
  question: Pick<Question, 'question_type'> & Partial<Pick<Question, 'options'>>,
): ChoiceOption[] {
  const type = question.question_type;
  if (type === 'state' || type === 'lga' || type === 'geopolitical-zone') return referenceLists()[type];
  const own = question.options ?? [];
  if (type === 'yes-no') return own.length ? own : [...YES_NO_OPTIONS];
  if (type === 'likert' && !own.length) return [...LIKERT_OPTIONS];
  return CHOICE_TYPES.includes(type) ? own : [];
}

/** Whether a type answers with values from optionsOf. */
export function isChoiceType(type: Question['question_type']): boolean {
  return (
    CHOICE_TYPES.includes(type) ||
    type === 'yes-no' ||
    type === 'state' ||
    type === 'lga' ||
    type === 'geopolitical-zone'
  );
}

/** A choice_filter reads each choice's value and label by these names, besides its filter columns. */
export const OWN_CHOICE_COLUMNS = ['name', 'label'] as const;
export const CHOICE_COLUMN_MAX = 60;
// XLSForm's own columns on the choices sheet (image, audio and video are pyxform's older names for media::), and
// the operators a filter could not read as a column.
const RESERVED_CHOICE_COLUMNS = new Set([
  ...OWN_CHOICE_COLUMNS,
  'list_name',
  'order',
  'image',
  'audio',
  'video',
  'and',
  'or',
  'div',
  'mod',
  '__proto__',
]);

/** null when `column` can be a choices-sheet column that a choice_filter reads by its bare name; else why not. */
export function choiceColumnProblem(column: string): string | null {
  if (!column) return 'Give the filter column a name.';
  if (!QUESTION_NAME_PATTERN.test(column))
    return `A filter column name starts with a letter or _ and holds only letters, digits and _ ("${column.slice(0, CHOICE_COLUMN_MAX)}").`;
  if (column.length > CHOICE_COLUMN_MAX)
    return `Use at most ${CHOICE_COLUMN_MAX} characters in a filter column name.`;
  if (RESERVED_CHOICE_COLUMNS.has(column.toLowerCase()))
    return `${column} is a column XLSForm uses already; choose another name.`;
  return null;
}

/** The filter columns of a list of choices, in the order they first appear. */
export function choiceColumnsOf(
  options: readonly { filters?: Readonly<Record<string, string>> }[],
): string[] {
  const columns = new Set<string>();
  for (const option of options) for (const column of Object.keys(option.filters ?? {})) columns.add(column);
  return [...columns];
}

/**
 * null when a choice_filter parses, reads only `known` questions and, when there are choices, only their columns
 * (name, label and `columns`); else the message to show.
 */
export function checkChoiceFilter(
  source: string,
  known: ReadonlySet<string>,
  columns: readonly string[] | null,
): string | null {
  const problem = checkExpression(source, known, { allowFields: true });
  if (problem || !columns) return problem;
  const readable = new Set<string>([...OWN_CHOICE_COLUMNS, ...columns]);
  const missing = referencedFields(parseExpression(source)).find((field) => !readable.has(field));
  if (!missing) return null;
  return `No choice has a column ${missing}: a choice_filter reads ${[...readable].join(', ')}, and \${name} for an answer.`;
}
