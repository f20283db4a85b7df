import { checkAnswerValue, defaultAnswer, scaleOf } from './answer-values.js';
import { checkExpression, parseExpression, referencedNames } from './expressions.js';
import { checkChoiceFilter, choiceColumnProblem, choiceColumnsOf, optionsOf } from './question-options.js';
import {
  CHOICE_TYPES,
  CONTAINER_TYPES,
  DEFAULT_QUESTION_TYPE,
  LIKERT_OPTIONS,
  NO_ANSWER_TYPES,
  QUESTION_NAME_MAX,
  QUESTION_NAME_PATTERN,
  YES_NO_OPTIONS,
  nameFromText,
  valueFromLabel,
  type Question,
  type QuestionInputShape,
  type QuestionOption,
  type QuestionOptionInput,
  type Section,
  type SectionInput,
} from './questions.schemas.js';

export { optionsOf, OTHER_VALUE, type ChoiceOption } from './question-options.js';

/** A form's structure made whole (ids, names, values, defaults) and checked before it is saved. */

type AnyQuestionInput = Partial<QuestionInputShape> & { questions?: AnyQuestionInput[] };

function walkInput(
  questions: readonly AnyQuestionInput[] | undefined,
  visit: (question: AnyQuestionInput) => void,
): void {
  for (const question of questions ?? []) {
    visit(question);
    walkInput(question.questions, visit);
  }
}

/** `base`, else `base_2`, `base_3`... the first that is not taken (then taken). */
function unique(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

/**
 * Gives every section, question and option an id (the given one when the form already has it, else a new one),
 * every question a name unique in the form (given names win; generated ones get _2, _3...), every option a value,
 * and every field its default. Deterministic for the same input and ids.
 */
export function normalizeSections(
  input: readonly Partial<SectionInput>[],
  newId: () => string,
  keepIds: ReadonlySet<string> = new Set(),
): Section[] {
  const idOf = (given: string | undefined) => (given && keepIds.has(given) ? given : newId());
  const taken = new Set<string>();
  for (const section of input)
    walkInput(section.questions, (question) => question.name && taken.add(question.name));

  const options = (question: AnyQuestionInput, type: Question['question_type']): QuestionOption[] => {
    // Loose input (the builder's draft, an import) may lack an option's label as well as its value.
    let given: readonly Partial<QuestionOptionInput>[] = question.options ?? [];
    if (!given.length && type === 'yes-no') given = YES_NO_OPTIONS;
    if (!given.length && type === 'likert') given = LIKERT_OPTIONS;
    if (!CHOICE_TYPES.includes(type) && type !== 'yes-no') return [];
    const values = new Set(given.flatMap((option) => (option.value ? [option.value] : [])));
    return given.map((option, index) => ({
      id: idOf(option.id),
      label: option.label ?? '',
      value: option.value || unique(valueFromLabel(option.label ?? '', index), values),
      ...(option.filters ? { filters: option.filters } : {}),
      ...(option.translations ? { translations: option.translations } : {}),
      ...(option.image ? { image: option.image } : {}),
    }));
  };

  const question = (raw: AnyQuestionInput): Question => {
    const type = raw.question_type ?? DEFAULT_QUESTION_TYPE;
    const id = idOf(raw.id);
    const name = raw.name || unique(nameFromText(raw.text ?? '', type.replace(/-/g, '_')), taken);
    const result: Question = {
      id,
      name,
      question_type: type,
      text: raw.text ?? '',
      hint: raw.hint ?? '',
      required: raw.required ?? false,
      required_message: raw.required_message ?? '',
      images: raw.images ?? [],
      options: options(raw, type),
      default: raw.default ?? null,
      relevant: raw.relevant ?? '',
      constraint: raw.constraint ?? '',
      constraint_message: raw.constraint_message ?? '',
      calculation: raw.calculation ?? '',
      choice_filter: raw.choice_filter ?? '',
      appearance: raw.appearance ?? '',
      read_only: raw.read_only ?? false,
      settings: raw.settings ?? {},
    };
    if (raw.translations) result.translations = raw.translations;
    if (CONTAINER_TYPES.includes(type)) result.questions = (raw.questions ?? []).map(question);
    return result;
  };

  return input.map((section) => ({
    id: idOf(section.id),
    name: section.name ?? '',
    description: section.description ?? '',
    questions: (section.questions ?? []).map(question),
  }));
}

export type FlatEntry = {
  question: Question;
  section: Section;
  parent: Question | null;
  inRepeat: Question | null;
  position: number;
};

/** Every question in form order (depth first) with its section, enclosing group or repeat, and its place (from 0). */
export function flattenQuestions(sections: readonly Section[]): FlatEntry[] {
  const entries: FlatEntry[] = [];
  const walk = (
    questions: readonly Question[],
    section: Section,
    parent: Question | null,
    inRepeat: Question | null,
  ) => {
    for (const question of questions) {
      entries.push({ question, section, parent, inRepeat, position: entries.length });
      if (question.questions?.length)
        walk(
          question.questions,
          section,
          question,
          question.question_type === 'repeat' ? question : inRepeat,
        );
    }
  };
  for (const section of sections) walk(section.questions, section, null, null);
  return entries;
}

type ErrorTree = { [key: string]: string[] | ErrorTree };

/** The child under `key`, made when missing, always an own property (question names such as constructor). */
export function ownChild<T>(holder: Record<string, unknown>, key: string, make: () => T): T {
  if (!Object.hasOwn(holder, key))
    Object.defineProperty(holder, key, {
      value: make(),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return holder[key] as T;
}

function addError(tree: ErrorTree, path: string[], message: string): void {
  let node = tree;
  for (const key of path.slice(0, -1)) node = ownChild<ErrorTree>(node, key, () => ({}));
  const list = ownChild<string[]>(node, path.at(-1)!, () => []);
  if (!list.includes(message)) list.push(message);
}

/** The calculate question whose calculation reaches itself through other calculations, with the path, or null. */
function findCalculationCycle(calculations: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'visiting') return stack.slice(stack.indexOf(name));
    state.set(name, 'visiting');
    stack.push(name);
    for (const next of calculations.get(name) ?? []) {
      if (!calculations.has(next) || next === name) continue; // a self reference is reported on its own
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of calculations.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

const referencesOf = (source: string): string[] => {
  try {
    return referencedNames(parseExpression(source));
  } catch {
    return [];
  }
};

/**
 * null when the structure can be saved; else the 400 body {questions: {<name>: {<field>: [message]}}, sections:
 * {<index>: {name: [message]}}} (settings errors nest under settings).
 */
export function checkSections(sections: readonly Section[]): Record<string, unknown> | null {
  const questions: ErrorTree = {};
  const sectionErrors: ErrorTree = {};
  const entries = flattenQuestions(sections);
  const keyOf = (entry: FlatEntry) => entry.question.name || `#${entry.position + 1}`;

  const counts = new Map<string, number>();
  const otherNames = new Map<string, string>();
  for (const { question } of entries) {
    counts.set(question.name, (counts.get(question.name) ?? 0) + 1);
    if (question.settings.or_other) otherNames.set(`${question.name}_other`, question.name);
  }
  const known = new Set([...counts.keys(), ...otherNames.keys()]);
  const calculations = new Map<string, string[]>();

  for (const entry of entries) {
    const { question } = entry;
    const add = (path: string[], message: string) => addError(questions, [keyOf(entry), ...path], message);
    const type = question.question_type;

    if (question.name === '__proto__') add(['name'], 'This name is reserved; choose another.');
    else if (!QUESTION_NAME_PATTERN.test(question.name))
      add(['name'], 'A question name starts with a letter or _ and holds only letters, digits and _.');
    else if (question.name.length > QUESTION_NAME_MAX)
      add(['name'], `Use at most ${QUESTION_NAME_MAX} characters.`);
    if ((counts.get(question.name) ?? 0) > 1)
      add(['name'], `Another question is already named ${question.name}.`);
    const otherOf = otherNames.get(question.name);
    if (otherOf) add(['name'], `${question.name} holds the "Other" text of ${otherOf}; choose another name.`);

    if (type === 'note') {
      // A note may be a picture alone (an XLSForm note whose label is media::image).
      if (!question.text.trim() && !question.images.length) add(['text'], 'Enter the note text.');
    } else if (!NO_ANSWER_TYPES.includes(type) && type !== 'hidden' && !question.text.trim())
      add(['text'], 'Enter the question text.');

    if (CHOICE_TYPES.includes(type)) {
      const options = optionsOf(question);
      if (type === 'ranking' && options.length < 2) add(['options'], 'Give at least two choices to rank.');
      else if (!options.length) add(['options'], 'Give at least one choice.');
      const seen = new Set<string>();
      for (const option of options) {
        if (seen.has(option.value))
          add(['options'], `Two choices have the value ${option.value}; give each its own.`);
        seen.add(option.value);
      }
    }
    if (CHOICE_TYPES.includes(type))
      for (const column of choiceColumnsOf(question.options)) {
        const problem = choiceColumnProblem(column);
        if (problem) add(['filters'], problem);
      }
    if (CONTAINER_TYPES.includes(type) && !question.questions?.length)
      add(
        ['questions'],
        type === 'repeat'
          ? 'Add at least one question to this repeated group.'
          : 'Add at least one question to this group.',
      );
    if (type === 'calculate' && !question.calculation.trim()) add(['calculation'], 'Enter the calculation.');

    const expressions: [string[], string, boolean][] = [
      [['relevant'], question.relevant, false],
      [['constraint'], question.constraint, false],
      [['calculation'], question.calculation, false],
      [['settings', 'repeat_count'], question.settings.repeat_count ?? '', false],
    ];
    for (const [path, source, allowFields] of expressions) {
      if (!source.trim()) continue;
      const problem = checkExpression(source, known, { allowFields });
      if (problem) add(path, problem);
      else if (
        (path[0] === 'relevant' || path[0] === 'calculation') &&
        referencesOf(source).includes(question.name)
      )
        add(
          path,
          path[0] === 'relevant'
            ? `Skip logic cannot depend on this question's own answer (\${${question.name}}).`
            : `A calculation cannot use its own value (\${${question.name}}).`,
        );
    }
    if (question.choice_filter.trim()) {
      const options = optionsOf(question);
      const problem = checkChoiceFilter(
        question.choice_filter,
        known,
        options.length ? choiceColumnsOf(options) : null,
      );
      if (problem) add(['choice_filter'], problem);
    }
    if (type === 'calculate' && question.calculation.trim())
      calculations.set(question.name, referencesOf(question.calculation));

    const { settings } = question;
    if (
      (type === 'integer' || type === 'float' || type === 'appropriation') &&
      settings.min !== undefined &&
      settings.max !== undefined &&
      settings.min > settings.max
    )
      add(['settings', 'max'], 'The largest answer must not be below the smallest.');
    if (type === 'rating') {
      const max = settings.max ?? 5;
      if (!Number.isInteger(max) || max < 2 || max > 10)
        add(['settings', 'max'], 'A rating has from 2 to 10 stars.');
    }
    if (type === 'linear-scale') {
      const { min, max, step } = scaleOf(question);
      if (min >= max) add(['settings', 'max'], 'The largest value must be above the smallest.');
      else if ((max - min) / step + 1 > 11.000001)
        add(
          ['settings', 'step'],
          'A linear scale has at most 11 points: use a bigger step or a shorter range.',
        );
      else if (Math.abs((max - min) / step - Math.round((max - min) / step)) > 1e-9)
        add(['settings', 'step'], 'The step must divide the range from the smallest to the largest value.');
    }
    if (
      settings.min_repeats !== undefined &&
      settings.max_repeats !== undefined &&
      settings.min_repeats > settings.max_repeats
    )
      add(['settings', 'max_repeats'], 'The most entries must not be below the fewest.');

    if (
      question.default !== null &&
      question.default.trim() &&
      !NO_ANSWER_TYPES.includes(type) &&
      type !== 'repeat'
    ) {
      const problem = checkAnswerValue(question, defaultAnswer(question), optionsOf(question)).error;
      if (problem) add(['default'], `The default answer is not valid: ${problem}`);
    }
  }

  const cycle = findCalculationCycle(calculations);
  if (cycle) {
    const entry = entries.find((item) => item.question.name === cycle[0])!;
    addError(
      questions,
      [keyOf(entry), 'calculation'],
      `The calculation of ${cycle[0]} depends on itself through ${[...cycle.slice(1), cycle[0]].map((name) => `\${${name}}`).join(' -> ')}.`,
    );
  }

  const sectionNames = new Map<string, number>();
  sections.forEach((section, index) => {
    const name = section.name.trim().toLowerCase();
    if (!name) return;
    if (sectionNames.has(name))
      addError(sectionErrors, [String(index), 'name'], 'Another section has this name.');
    else sectionNames.set(name, index);
  });

  const body: Record<string, unknown> = {};
  if (Object.keys(questions).length) body.questions = questions;
  if (Object.keys(sectionErrors).length) body.sections = sectionErrors;
  return Object.keys(body).length ? body : null;
}
