import {
  ExpressionError,
  evaluateExpression,
  isTruthy,
  parseExpression,
  referencedNames,
  type EvaluationContext,
} from './expressions.js';
import type { Question, Section } from './questions.schemas.js';
import type { AnswerValue, Answers } from './responses.schemas.js';

/**
 * How answers sit: a scope is the top of the form or one repeat, whose questions (groups flattened: they do not
 * nest names) answer into one object. Also the calculations, in dependency order, and relevance.
 */

export type ScopeEntry = { question: Question; groups: Question[] };

const scopeCache = new WeakMap<readonly unknown[], ScopeEntry[]>();

/** The questions answering into one object: groups opened, repeats kept whole (their items are scopes of their own). */
export function scopeOf(questions: readonly Question[], groups: Question[] = []): ScopeEntry[] {
  const cached = groups.length ? undefined : scopeCache.get(questions);
  if (cached) return cached;
  const entries: ScopeEntry[] = [];
  for (const question of questions) {
    entries.push({ question, groups });
    if (question.question_type === 'group')
      entries.push(...scopeOf(question.questions ?? [], [...groups, question]));
  }
  if (!groups.length) scopeCache.set(questions, entries);
  return entries;
}

/**
 * A repeat item as expressions read it: the repeat's own names that have no answer yet are '' (so ${pupils} in an
 * empty entry is empty, not the first entry's answer found outside).
 */
export function repeatItemView(repeat: Question, item: Answers): Answers {
  const view: Answers = {};
  for (const { question } of scopeOf(repeat.questions ?? [])) view[question.name] = '';
  return Object.assign(view, item);
}

export function formScope(sections: readonly Section[]): ScopeEntry[] {
  return sections.flatMap((section) => scopeOf(section.questions));
}

/** Evaluates an expression that the form check accepted; a bad one (an older form) counts as `fallback`. */
export function safeEvaluate(source: string, context: EvaluationContext, fallback: unknown): unknown {
  try {
    return evaluateExpression(source, context);
  } catch (error) {
    if (error instanceof ExpressionError) return fallback;
    throw error;
  }
}

export function isRelevant(
  question: Question,
  answers: Answers,
  repeatItem?: Answers,
  repeatIndex?: number,
  now?: Date,
): boolean {
  if (!question.relevant.trim()) return true;
  return isTruthy(safeEvaluate(question.relevant, { answers, repeatItem, repeatIndex, now }, true));
}

/** A calculation's result as an answer: NaN, infinities and lists of items are empty. */
function toAnswer(value: unknown): AnswerValue | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? value : undefined;
  if (typeof value === 'object' && value !== null && 'latitude' in value) return value as AnswerValue;
  return undefined;
}

type Calculation = { question: Question; repeats: Question[]; groups: Question[] };

/** Every calculate question with its enclosing repeats, ordered so that each comes after the calculations it reads. */
function calculationsOf(sections: readonly Section[]): Calculation[] {
  const found: Calculation[] = [];
  const walk = (questions: readonly Question[], repeats: Question[], groups: Question[]) => {
    for (const question of questions) {
      if (question.question_type === 'calculate') found.push({ question, repeats, groups });
      if (question.question_type === 'repeat') walk(question.questions ?? [], [...repeats, question], []);
      else if (question.question_type === 'group')
        walk(question.questions ?? [], repeats, [...groups, question]);
    }
  };
  for (const section of sections) walk(section.questions, [], []);
  const byName = new Map(found.map((calculation) => [calculation.question.name, calculation]));
  const ordered: Calculation[] = [];
  const state = new Map<string, boolean>();
  const visit = (calculation: Calculation) => {
    const { name } = calculation.question;
    if (state.has(name)) return; // done, or a cycle (the form check refuses those): keep form order
    state.set(name, false);
    let names: string[] = [];
    try {
      names = referencedNames(parseExpression(calculation.question.calculation));
    } catch {
      names = [];
    }
    for (const other of names) {
      const next = byName.get(other);
      if (next) visit(next);
    }
    state.set(name, true);
    ordered.push(calculation);
  };
  found.forEach(visit);
  return ordered;
}

/** Applies `run` to each item of the (nested) repeats, with the innermost item and its index. */
function eachItem(
  answers: Answers,
  repeats: Question[],
  run: (item: Answers | undefined, index: number | undefined, view: Answers | undefined) => void,
): void {
  if (!repeats.length) {
    run(undefined, undefined, undefined);
    return;
  }
  const visit = (holder: Answers, level: number) => {
    const items = own(holder, repeats[level]!.name);
    if (!Array.isArray(items)) return;
    items.forEach((item, index) => {
      if (!isPlainObject(item)) return;
      if (level === repeats.length - 1) run(item, index, repeatItemView(repeats[level]!, item));
      else visit(item, level + 1);
    });
  };
  visit(answers, 0);
}

/**
 * Fills every calculate question (inside repeats too, per item) in dependency order; a value sent for one is
 * replaced, except what once() keeps. Works on copies: `answers` is not changed.
 */
export function computeCalculations(sections: readonly Section[], answers: Answers, now?: Date): Answers {
  const result = copyAnswers(answers);
  for (const { question, repeats, groups } of calculationsOf(sections)) {
    if (!question.calculation.trim()) continue;
    eachItem(result, repeats, (item, index, view) => {
      const holder = item ?? result;
      // A calculation that is not relevant (itself or its group) is empty, as in ODK.
      if (![...groups, question].every((shown) => isRelevant(shown, result, view, index, now))) {
        Reflect.deleteProperty(holder, question.name);
        return;
      }
      const context: EvaluationContext = {
        answers: result,
        repeatItem: view,
        repeatIndex: index,
        now,
        current: own(holder, question.name),
      };
      const value = toAnswer(safeEvaluate(question.calculation, context, ''));
      if (value === undefined || value === '') Reflect.deleteProperty(holder, question.name);
      else holder[question.name] = value;
    });
  }
  return result;
}

/** A deep enough copy: repeat items are copied, other values are not changed in place. */
export function copyAnswers(answers: Answers): Answers {
  const copy: Answers = {};
  for (const [name, value] of Object.entries(answers)) {
    copy[name] = Array.isArray(value)
      ? (value.map((item) => (isPlainObject(item) ? copyAnswers(item) : item)) as AnswerValue)
      : value;
  }
  return copy;
}

export function isPlainObject(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer of the object itself, never one inherited (a question named constructor or toString). */
export function own(holder: Record<string, unknown>, name: string): AnswerValue | undefined {
  return Object.hasOwn(holder, name) ? (holder[name] as AnswerValue) : undefined;
}
