import { checkAnswerValue } from './answer-values.js';
import { ownChild } from './form-definition.js';
import {
  computeCalculations,
  formScope,
  isPlainObject,
  isRelevant,
  own,
  repeatItemView,
  safeEvaluate,
  scopeOf,
  type ScopeEntry,
} from './answer-scopes.js';
import { isTruthy, toNumber } from './expressions.js';
import { OTHER_VALUE, optionsOf, type ChoiceOption } from './question-options.js';
import { FILE_TYPES, type Question, type Section } from './questions.schemas.js';
import type { Answers, LocationAnswer } from './responses.schemas.js';
import { valueText } from '../value-text.js';
import { asGeoShape, geoShapeText } from './geo-answers.js';

export { computeCalculations, isRelevant, repeatItemView } from './answer-scopes.js';

/**
 * The one validation of a form's answers: the server runs it on every submission and the respond page on
 * every change, so both give the same messages. Keys of errors: '<name>', or '<repeat>[<i>].<name>' inside repeats.
 */
export type AnswerErrors = Record<string, string[]>;

/** The most entries a repeated group holds, whatever its settings say (the schema's own bound). */
export const MAX_REPEAT_ITEMS = 500;
const REQUIRED = 'This question needs an answer.';
const NOT_ALLOWED = 'This answer is not allowed.';

/** '', blank text, null, undefined and [] are no answer. */
export function emptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const otherChosen = (value: unknown) =>
  value === OTHER_VALUE || (Array.isArray(value) && value.includes(OTHER_VALUE));

/** The choices shown for a question: its options, less those its choice_filter hides given the answers so far. */
export function visibleOptions(
  question: Question,
  answers: Answers,
  repeatItem?: Answers,
  repeatIndex?: number,
  now?: Date,
): ChoiceOption[] {
  const options = optionsOf(question);
  if (!question.choice_filter.trim()) return options;
  return options.filter((option) => {
    const choice = { ...option.filters, name: option.value, label: option.label };
    return isTruthy(
      safeEvaluate(question.choice_filter, { answers, repeatItem, repeatIndex, now, choice }, true),
    );
  });
}

/** `pending`: shape errors, reported only for questions still shown once skip logic has run. */
type Run = { errors: AnswerErrors; pending: AnswerErrors; isDraft: boolean; now?: Date };
const addError = (run: Run, key: string, message: string) =>
  ownChild<string[]>(run.errors, key, () => []).push(message);
const addPending = (run: Run, key: string, message: string) =>
  ownChild<string[]>(run.pending, key, () => []).push(message);
/** Moves the shape errors of `key` to the errors; true when it had some. */
function reportPending(run: Run, key: string): boolean {
  if (!Object.hasOwn(run.pending, key)) return false;
  for (const message of run.pending[key]!) addError(run, key, message);
  return true;
}

/** Keeps the answers of known questions in their shapes; a wrong shape is dropped and noted (drafts included). */
function shape(scope: ScopeEntry[], source: Record<string, unknown>, prefix: string, run: Run): Answers {
  const out: Answers = {};
  for (const { question } of scope) {
    const { name, question_type: type } = question;
    const value = own(source, name);
    // '__proto__' is refused by checkSections; an older form must still not set an object's prototype.
    if (type === 'note' || type === 'group' || name === '__proto__' || emptyAnswer(value)) continue;
    if (type === 'calculate') {
      // Kept only for once(): computeCalculations replaces it.
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        out[name] = value;
      continue;
    }
    if (type === 'repeat') {
      if (!Array.isArray(value) || !value.every(isPlainObject)) {
        addPending(run, prefix + name, 'Send the entries of this repeated group as a list.');
        continue;
      }
      const max = Math.min(question.settings.max_repeats ?? MAX_REPEAT_ITEMS, MAX_REPEAT_ITEMS);
      if (value.length > max)
        addPending(run, prefix + name, `Give at most ${max} ${max === 1 ? 'entry' : 'entries'}.`);
      const inner = scopeOf(question.questions ?? []);
      out[name] = value
        .slice(0, MAX_REPEAT_ITEMS)
        .map((item, index) => shape(inner, item, `${prefix}${name}[${index}].`, run));
      continue;
    }
    const checked = checkAnswerValue(question, value, optionsOf(question));
    if (checked.error !== undefined) {
      addPending(run, prefix + name, checked.error);
      continue;
    }
    out[name] = checked.value;
    if (question.settings.or_other && otherChosen(checked.value)) {
      const other = own(source, `${name}_other`);
      if (typeof other === 'string' && other.trim()) {
        if (other.length > 2000) addPending(run, `${prefix}${name}_other`, 'Use at most 2,000 characters.');
        else out[`${name}_other`] = other.trim();
      } else if (!emptyAnswer(other)) addPending(run, `${prefix}${name}_other`, 'Enter text.');
    }
  }
  return out;
}

/** Drops the answers of questions that are not relevant (a group's relevance covers what it holds); true if any. */
function prune(
  scope: ScopeEntry[],
  holder: Answers,
  answers: Answers,
  run: Run,
  item?: Answers,
  index?: number,
): boolean {
  let changed = false;
  const relevantGroups = new Map<Question, boolean>();
  const groupRelevant = (group: Question) => {
    if (!relevantGroups.has(group))
      relevantGroups.set(group, isRelevant(group, answers, item, index, run.now));
    return relevantGroups.get(group)!;
  };
  for (const { question, groups } of scope) {
    const { name } = question;
    const shown =
      groups.every(groupRelevant) &&
      (question.question_type === 'group'
        ? groupRelevant(question)
        : isRelevant(question, answers, item, index, run.now));
    if (!shown) {
      for (const key of [name, `${name}_other`]) {
        if (Object.hasOwn(holder, key)) {
          Reflect.deleteProperty(holder, key);
          changed = true;
        }
      }
    } else if (question.question_type === 'repeat' && Array.isArray(own(holder, name))) {
      const inner = scopeOf(question.questions ?? []);
      (holder[name] as Answers[]).forEach((entry, i) => {
        if (prune(inner, entry, answers, run, repeatItemView(question, entry), i)) changed = true;
      });
    }
  }
  return changed;
}

/**
 * For what is shown: its shape errors; unless a draft, required answers, "Other" texts, choice filters, constraints
 * and entry counts. A question with a wrong shape gets only that message.
 */
function checkShown(
  scope: ScopeEntry[],
  holder: Answers,
  answers: Answers,
  prefix: string,
  run: Run,
  item?: Answers,
  index?: number,
): void {
  for (const { question, groups } of scope) {
    const { name, question_type: type } = question;
    if (type === 'note' || type === 'group') continue;
    if (
      !groups.every((group) => isRelevant(group, answers, item, index, run.now)) ||
      !isRelevant(question, answers, item, index, run.now)
    )
      continue;
    const key = prefix + name;
    const misshapen = reportPending(run, key);
    const otherMisshapen = reportPending(run, `${key}_other`);
    if (type === 'calculate') continue;
    const value = own(holder, name);
    if (type === 'repeat' && Array.isArray(value)) {
      const inner = scopeOf(question.questions ?? []);
      (value as Answers[]).forEach((entry, i) =>
        checkShown(inner, entry, answers, `${key}[${i}].`, run, repeatItemView(question, entry), i),
      );
    }
    if (run.isDraft || misshapen) continue;
    if (emptyAnswer(value)) {
      if (question.required) addError(run, key, question.required_message || REQUIRED);
      if (type === 'repeat') checkCount(question, 0, key, answers, run, item, index);
      continue;
    }
    if (type === 'repeat') {
      checkCount(question, (value as Answers[]).length, key, answers, run, item, index);
      continue;
    }
    if (
      question.settings.or_other &&
      otherChosen(value) &&
      !otherMisshapen &&
      emptyAnswer(own(holder, `${name}_other`))
    )
      addError(run, `${key}_other`, 'Say what the other answer is.');
    if (question.choice_filter.trim() && !otherChosen(value)) {
      const shown = new Set(
        visibleOptions(question, answers, item, index, run.now).map((option) => option.value),
      );
      const chosen = Array.isArray(value) ? (value as string[]) : [valueText(value)];
      if (!chosen.every((choice) => shown.has(choice)))
        addError(run, key, 'Choose one of the listed answers.');
    }
    if (question.constraint.trim()) {
      const passes = isTruthy(
        safeEvaluate(
          question.constraint,
          { answers, repeatItem: item, repeatIndex: index, now: run.now, current: value },
          true,
        ),
      );
      if (!passes) addError(run, key, question.constraint_message || NOT_ALLOWED);
    }
  }
}

function checkCount(
  question: Question,
  count: number,
  key: string,
  answers: Answers,
  run: Run,
  item?: Answers,
  index?: number,
): void {
  const { settings } = question;
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (settings.repeat_count?.trim()) {
    const wanted = toNumber(
      safeEvaluate(
        settings.repeat_count,
        { answers, repeatItem: item, repeatIndex: index, now: run.now },
        '',
      ),
    );
    if (Number.isInteger(wanted) && wanted >= 0 && count !== wanted)
      addError(run, key, `Give ${entries(wanted)}.`);
    return;
  }
  // No entries at all in a required repeat already says "needs an answer".
  if (
    settings.min_repeats !== undefined &&
    count < settings.min_repeats &&
    !(count === 0 && question.required)
  )
    addError(run, key, `Give at least ${entries(settings.min_repeats)}.`);
}

function collectFiles(scope: ScopeEntry[], holder: Answers, files: { question: string; id: string }[]): void {
  for (const { question } of scope) {
    const value = own(holder, question.name);
    if (FILE_TYPES.includes(question.question_type) && typeof value === 'string')
      files.push({ question: question.name, id: value });
    if (question.question_type === 'repeat' && Array.isArray(value)) {
      const inner = scopeOf(question.questions ?? []);
      (value as Answers[]).forEach((entry) => collectFiles(inner, entry, files));
    }
  }
}

/**
 * Validates answers against the form: unknown names and answers to questions not shown are dropped, calculations
 * computed, every answer checked for its type; unless `isDraft`, required answers and constraints too. Never throws.
 */
export function validateAnswers(
  sections: Section[],
  raw: unknown,
  options: { isDraft: boolean; now?: Date },
): { answers: Answers; errors: AnswerErrors; files: { question: string; id: string }[] } {
  const run: Run = { errors: {}, pending: {}, isDraft: options.isDraft, now: options.now };
  const scope = formScope(sections);
  let answers = shape(scope, isPlainObject(raw) ? raw : {}, '', run);
  // Relevance and calculations feed each other: repeat until nothing more is dropped (a few rounds at most).
  for (let round = 0; round < 5; round += 1) {
    answers = computeCalculations(sections, answers, options.now);
    if (!prune(scope, answers, answers, run)) break;
  }
  checkShown(scope, answers, answers, '', run);
  const files: { question: string; id: string }[] = [];
  collectFiles(scope, answers, files);
  return { answers, errors: run.errors, files };
}

/** An answer as people read it: choice labels, 'Yes', 'lat, lng (±acc m)', lists joined with ', '. */
export function answerText(question: Question, value: unknown): string {
  if (emptyAnswer(value)) return '';
  const labels = new Map(optionsOf(question).map((option) => [option.value, option.label]));
  const label = (choice: unknown) =>
    choice === OTHER_VALUE && !labels.has(OTHER_VALUE)
      ? 'Other'
      : (labels.get(String(choice)) ?? String(choice));
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (question.question_type === 'repeat' || value.some(isPlainObject))
      return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
    return value.map(label).join(', ');
  }
  if (isPlainObject(value)) {
    const shape = asGeoShape(value);
    if (shape) return geoShapeText(shape);
    const point = value as Partial<LocationAnswer>;
    if (typeof point.latitude !== 'number' || typeof point.longitude !== 'number') return '';
    // Six decimals place a point within about 10 cm; more is floating-point noise.
    const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);
    return `${degrees(point.latitude)}, ${degrees(point.longitude)}${typeof point.accuracy === 'number' ? ` (±${Math.round(point.accuracy)} m)` : ''}`;
  }
  if (typeof value === 'number') {
    if (question.question_type === 'appropriation')
      return `₦${value.toLocaleString('en', { maximumFractionDigits: 2 })}`;
    if (question.question_type === 'rating') return `${value} of ${question.settings.max ?? 5}`;
    return String(value);
  }
  return labels.size ? label(value) : String(value);
}
