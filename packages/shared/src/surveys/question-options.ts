import { NIGERIAN_LGAS } from '../reference/lgas.js';
import { NIGERIAN_STATES } from '../reference/states.js';
import { GEOPOLITICAL_ZONES } from '../reference/zones.js';
import { CHOICE_TYPES, LIKERT_OPTIONS, YES_NO_OPTIONS, type Question } from './questions.schemas.js';

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
    const lgaValue = (lga: (typeof NIGERIAN_LGAS)[number]) => (seen.get(lga.name)! > 1 ? `${lga.name} (${stateLabel.get(lga.stateId)})` : lga.name);
    fixedLists = {
      state: NIGERIAN_STATES.map((state) => ({ label: state.name, value: state.filterName })),
      lga: NIGERIAN_LGAS.map((lga) => ({ label: lgaValue(lga), value: lgaValue(lga), filters: { state: stateName.get(lga.stateId) ?? '' } })),
      'geopolitical-zone': GEOPOLITICAL_ZONES.map((zone) => ({ label: zone.name, value: zone.code })),
    };
  }
  return fixedLists;
}

/**
 * A question's choices: its own, or the fixed list of its type (yes/no, the default Likert scale, the states by
 * filter name, the LGAs by name ("Name (State)" for a name two states share), the geopolitical zones by code). Empty for types that are not choices.
 */
export function optionsOf(question: Pick<Question, 'question_type' | 'options'>): ChoiceOption[] {
  const type = question.question_type;
  if (type === 'state' || type === 'lga' || type === 'geopolitical-zone') return referenceLists()[type];
  const own = question.options ?? [];
  if (type === 'yes-no') return own.length ? own : [...YES_NO_OPTIONS];
  if (type === 'likert' && !own.length) return [...LIKERT_OPTIONS];
  return CHOICE_TYPES.includes(type) ? own : [];
}

/** Whether a type answers with values from optionsOf. */
export function isChoiceType(type: Question['question_type']): boolean {
  return CHOICE_TYPES.includes(type) || type === 'yes-no' || type === 'state' || type === 'lga' || type === 'geopolitical-zone';
}
