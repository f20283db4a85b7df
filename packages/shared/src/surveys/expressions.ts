import type { Answers } from './responses.schemas.js';
import { FUNCTIONS, validateCall } from './expression-functions.js';
import { NodeSet, compareValues, toBoolean, toNumber } from './expression-values.js';

/**
 * The XLSForm expression language used by `relevant`, `constraint`, `calculation`, `choice_filter` and
 * `repeat_count`: a tokenizer and a precedence-climbing parser into a small AST, evaluated without eval. The browser
 * and the server run this same code, so skip logic and checks agree.
 */

export class ExpressionError extends Error {
  /** `position` is the 0-based index in the source; messages count characters from 1. */
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'ExpressionError';
  }
}

export type BinaryOperator =
  'or' | 'and' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | 'div' | 'mod';

export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'ref'; name: string; position: number }
  | { kind: 'current' }
  | { kind: 'parent' }
  /** A bare name: a choice's column in a choice_filter (`state = ${state}`). */
  | { kind: 'field'; name: string; position: number }
  | { kind: 'negate'; operand: Expression }
  | { kind: 'binary'; op: BinaryOperator; left: Expression; right: Expression }
  | { kind: 'call'; name: string; args: Expression[]; position: number };

export type EvaluationContext = {
  answers: Answers;
  /** The value of `.` (the question being checked). */
  current?: unknown;
  /**
   * Inside a repeat: the item being answered; its names win over the top-level answers. Give every name of the
   * repeat (repeatItemView in answers.ts puts '' for those not answered yet), or ${name} falls back to other entries.
   */
  repeatItem?: Answers;
  /** Inside a repeat: the item's index from 0 (position() answers it plus one, as XPath counts from 1). */
  repeatIndex?: number;
  now?: Date;
  /** In a choice_filter: the choice's columns (name, label and its filters) read by bare names. */
  choice?: Readonly<Record<string, string>>;
  /** jr:choice-name(value, '${question}'): the label of a question's choice. */
  choiceName?: (question: string, value: string) => string | undefined;
};

export const MAX_EXPRESSION_LENGTH = 2000;
const MAX_DEPTH = 100;

type Token =
  | { type: 'number'; value: number; pos: number }
  | { type: 'string'; value: string; pos: number }
  | { type: 'ref'; value: string; pos: number }
  | { type: 'name'; value: string; pos: number }
  | { type: 'op'; value: string; pos: number }
  | { type: 'end'; pos: number };

const at = (pos: number) => `at ${pos + 1}`;
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const start = i;
    if (ch === '$') {
      if (source[i + 1] !== '{') throw new ExpressionError(`Write a question as \${name} ${at(i)}.`, i);
      const close = source.indexOf('}', i + 2);
      const name = close < 0 ? '' : source.slice(i + 2, close).trim();
      if (close < 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        throw new ExpressionError(`Expected a question name inside \${} ${at(i)}.`, i);
      tokens.push({ type: 'ref', value: name, pos: start });
      i = close + 1;
    } else if (ch === "'" || ch === '"') {
      const close = source.indexOf(ch, i + 1);
      if (close < 0) throw new ExpressionError(`Close the text started ${at(i)} with ${ch}.`, i);
      tokens.push({ type: 'string', value: source.slice(i + 1, close), pos: start });
      i = close + 1;
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?/.exec(source.slice(i, i + 64))!;
      tokens.push({ type: 'number', value: Number(match[0]), pos: start });
      i += match[0].length;
    } else if (NAME_START.test(ch)) {
      // XPath names hold '-' (count-selected), ':' (jr:choice-name) and '.'; a '-' before a non-letter is a minus.
      let end = i + 1;
      while (end < source.length) {
        const next = source[end]!;
        if (
          NAME_PART.test(next) ||
          ((next === '-' || next === ':' || next === '.') && NAME_START.test(source[end + 1] ?? ''))
        )
          end += 1;
        else break;
      }
      tokens.push({ type: 'name', value: source.slice(i, end), pos: start });
      i = end;
    } else {
      const two = source.slice(i, i + 2);
      if (['!=', '<=', '>=', '..'].includes(two)) {
        tokens.push({ type: 'op', value: two, pos: start });
        i += 2;
      } else if ('=<>+-*(),.'.includes(ch)) {
        tokens.push({ type: 'op', value: ch, pos: start });
        i += 1;
      } else throw new ExpressionError(`Unexpected character ${ch} ${at(i)}.`, i);
    }
  }
  tokens.push({ type: 'end', pos: source.length });
  return tokens;
}

/** Binding power of each binary operator (XPath: or < and < equality < relational < additive < multiplicative). */
const BINARY: Record<string, number> = {
  or: 1,
  and: 2,
  '=': 3,
  '!=': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  div: 6,
  mod: 6,
};

class Parser {
  private index = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index]!;
  }
  private next(): Token {
    return this.tokens[this.index++]!;
  }
  private describe(token: Token): string {
    return token.type === 'end'
      ? 'the end'
      : token.type === 'string'
        ? `'${token.value}'`
        : token.type === 'ref'
          ? `\${${token.value}}`
          : String(token.value);
  }
  private expect(op: string): void {
    const token = this.next();
    if (token.type !== 'op' || token.value !== op)
      throw new ExpressionError(`Expected ${op} ${at(token.pos)}, found ${this.describe(token)}.`, token.pos);
  }
  private operatorOf(token: Token): string | null {
    if (token.type === 'op' && token.value in BINARY) return token.value;
    if (token.type === 'name' && ['and', 'or', 'div', 'mod'].includes(token.value)) return token.value;
    return null;
  }

  parseAll(): Expression {
    if (this.peek().type === 'end') throw new ExpressionError('The expression is empty.', 0);
    const expression = this.parse(0);
    const rest = this.peek();
    if (rest.type !== 'end')
      throw new ExpressionError(`Unexpected ${this.describe(rest)} ${at(rest.pos)}.`, rest.pos);
    return expression;
  }

  parse(minPower: number): Expression {
    const token = this.peek();
    if (++this.depth > MAX_DEPTH)
      throw new ExpressionError(`The expression is nested too deeply ${at(token.pos)}.`, token.pos);
    let left = this.parseUnary();
    for (;;) {
      const op = this.operatorOf(this.peek());
      if (!op || BINARY[op]! <= minPower) break;
      this.next();
      left = { kind: 'binary', op: op as BinaryOperator, left, right: this.parse(BINARY[op]!) };
    }
    this.depth -= 1;
    return left;
  }

  private parseUnary(): Expression {
    const token = this.peek();
    if (token.type === 'op' && token.value === '-') {
      this.next();
      if (++this.depth > MAX_DEPTH)
        throw new ExpressionError(`The expression is nested too deeply ${at(token.pos)}.`, token.pos);
      const operand = this.parseUnary();
      this.depth -= 1;
      return { kind: 'negate', operand };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Expression {
    const token = this.next();
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.value };
      case 'string':
        return { kind: 'string', value: token.value };
      case 'ref':
        return { kind: 'ref', name: token.value, position: token.pos };
      case 'name': {
        if (this.peek().type === 'op' && (this.peek() as { value: string }).value === '(')
          return this.parseCall(token.value, token.pos);
        return { kind: 'field', name: token.value, position: token.pos };
      }
      case 'op':
        if (token.value === '.') return { kind: 'current' };
        if (token.value === '..') return { kind: 'parent' };
        if (token.value === '(') {
          const inner = this.parse(0);
          this.expect(')');
          return inner;
        }
        break;
      case 'end':
        throw new ExpressionError(
          `The expression ends too early: expected a value ${at(token.pos)}.`,
          token.pos,
        );
    }
    throw new ExpressionError(`Expected a value ${at(token.pos)}, found ${this.describe(token)}.`, token.pos);
  }

  private parseCall(name: string, pos: number): Expression {
    this.expect('(');
    const args: Expression[] = [];
    if (!(this.peek().type === 'op' && (this.peek() as { value: string }).value === ')')) {
      for (;;) {
        args.push(this.parse(0));
        const separator = this.peek();
        if (separator.type === 'op' && separator.value === ',') this.next();
        else break;
      }
    }
    this.expect(')');
    const problem = validateCall(name, args);
    if (problem) throw new ExpressionError(`${problem.replace(/\.$/, '')} (${at(pos)}).`, pos);
    return { kind: 'call', name, args, position: pos };
  }
}

const CACHE_SIZE = 500;
const cache = new Map<string, Expression | ExpressionError>();

/** Parses (and caches: the respond page evaluates on every keystroke); throws ExpressionError with a clear message. */
export function parseExpression(source: string): Expression {
  const cached = cache.get(source);
  if (cached instanceof ExpressionError) throw cached;
  if (cached) return cached;
  let result: Expression | ExpressionError;
  try {
    if (source.length > MAX_EXPRESSION_LENGTH)
      throw new ExpressionError(
        `Use at most ${MAX_EXPRESSION_LENGTH} characters in an expression.`,
        MAX_EXPRESSION_LENGTH,
      );
    result = new Parser(tokenize(source)).parseAll();
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    result = error;
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(source, result);
  if (result instanceof ExpressionError) throw result;
  return result;
}

function walk(expression: Expression, visit: (node: Expression) => void): void {
  visit(expression);
  if (expression.kind === 'negate') walk(expression.operand, visit);
  else if (expression.kind === 'binary') {
    walk(expression.left, visit);
    walk(expression.right, visit);
  } else if (expression.kind === 'call') expression.args.forEach((arg) => walk(arg, visit));
}

/** The `${names}` an expression reads, each once, in order of appearance. */
export function referencedNames(expression: Expression): string[] {
  const names = new Set<string>();
  walk(expression, (node) => {
    if (node.kind === 'ref') names.add(node.name);
  });
  return [...names];
}

/** The bare names (choice columns in a choice_filter) an expression reads, each once, in order of appearance. */
export function referencedFields(expression: Expression): string[] {
  const names = new Set<string>();
  walk(expression, (node) => {
    if (node.kind === 'field') names.add(node.name);
  });
  return [...names];
}

/** `source` with the bare name `from` written `to` (a choice column renamed); as it was when it does not parse. */
export function renameField(source: string, from: string, to: string): string {
  let expression: Expression;
  try {
    expression = parseExpression(source);
  } catch {
    return source;
  }
  const positions: number[] = [];
  walk(expression, (node) => {
    if (node.kind === 'field' && node.name === from) positions.push(node.position);
  });
  // From the end, so the earlier positions still point at their names.
  return positions
    .sort((a, b) => b - a)
    .reduce((text, position) => text.slice(0, position) + to + text.slice(position + from.length), source);
}

/**
 * null when `source` parses and reads only `known` names; else the message to show. Bare names (choice columns) are
 * allowed only with `allowFields` (choice_filter).
 */
export function checkExpression(
  source: string,
  known: ReadonlySet<string>,
  options: { allowFields?: boolean } = {},
): string | null {
  let expression: Expression;
  try {
    expression = parseExpression(source);
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
  let problem: string | null = null;
  walk(expression, (node) => {
    if (problem) return;
    if (node.kind === 'ref' && !known.has(node.name)) problem = `Unknown question \${${node.name}}.`;
    else if (node.kind === 'field' && !options.allowFields)
      problem = `Write \${${node.name}} to use the answer to ${node.name} (${at(node.position)}).`;
  });
  return problem;
}

/** XPath boolean rules as JavaRosa applies them ('' false, 0 and NaN false, any other text true). */
export function isTruthy(value: unknown): boolean {
  return toBoolean(value);
}

/** The values of `name` across every item of the repeats in `answers` (nested repeats included). */
function collectFromRepeats(answers: Answers, name: string, into: unknown[]): void {
  for (const value of Object.values(answers)) {
    if (!Array.isArray(value)) continue;
    // Answers arrive as JSON: an item may be anything, null included.
    for (const item of value as unknown[]) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
      const record = item as Answers;
      if (Object.hasOwn(record, name)) into.push(record[name] ?? '');
      else collectFromRepeats(record, name, into);
    }
  }
}

/** The list of repeat items holding `item` (the same object), searched through nested repeats. */
function listHolding(answers: Answers, item: Answers, depth = 0): unknown[] | null {
  if (depth > 20) return null;
  for (const value of Object.values(answers)) {
    if (!Array.isArray(value)) continue;
    if ((value as unknown[]).includes(item)) return value;
    for (const entry of value as unknown[]) {
      const found =
        typeof entry === 'object' && entry !== null && !Array.isArray(entry)
          ? listHolding(entry as Answers, item, depth + 1)
          : null;
      if (found) return found;
    }
  }
  return null;
}

export function resolveReference(name: string, context: EvaluationContext): unknown {
  const item = context.repeatItem;
  if (item && Object.hasOwn(item, name)) return item[name] ?? '';
  if (Object.hasOwn(context.answers, name)) return context.answers[name] ?? '';
  // A question of this repeat not answered in this entry yet (another entry answers it) is empty here.
  const siblings = item ? listHolding(context.answers, item) : null;
  if (siblings?.some((entry) => typeof entry === 'object' && entry !== null && Object.hasOwn(entry, name)))
    return '';
  const found: unknown[] = [];
  if (item) collectFromRepeats(item, name, found);
  if (!found.length) collectFromRepeats(context.answers, name, found);
  return found.length ? new NodeSet(found) : '';
}

export type Evaluate = (expression: Expression, context: EvaluationContext) => unknown;

const evaluate: Evaluate = (expression, context) => {
  switch (expression.kind) {
    case 'number':
    case 'string':
      return expression.value;
    case 'ref':
      return resolveReference(expression.name, context);
    case 'current':
      return context.current ?? '';
    case 'parent':
      return '';
    case 'field':
      return context.choice && Object.hasOwn(context.choice, expression.name)
        ? context.choice[expression.name]
        : '';
    case 'negate':
      return -toNumber(evaluate(expression.operand, context));
    case 'call':
      return FUNCTIONS[expression.name]!.run(expression.args, context, evaluate);
    case 'binary': {
      const { op } = expression;
      if (op === 'or')
        return (
          toBoolean(evaluate(expression.left, context)) || toBoolean(evaluate(expression.right, context))
        );
      if (op === 'and')
        return (
          toBoolean(evaluate(expression.left, context)) && toBoolean(evaluate(expression.right, context))
        );
      const left = evaluate(expression.left, context);
      const right = evaluate(expression.right, context);
      if (op === '=' || op === '!=' || op === '<' || op === '<=' || op === '>' || op === '>=')
        return compareValues(op, left, right);
      const a = toNumber(left);
      const b = toNumber(right);
      if (op === '+') return a + b;
      if (op === '-') return a - b;
      if (op === '*') return a * b;
      // Division by zero is NaN (a constraint over it fails) rather than Infinity.
      if (op === 'div') return b === 0 ? NaN : a / b;
      return b === 0 ? NaN : a % b;
    }
  }
};

/** Evaluates a parsed expression or its source (parsed once and cached); throws ExpressionError on a bad source. */
export function evaluateExpression(expression: Expression | string, context: EvaluationContext): unknown {
  const tree = typeof expression === 'string' ? parseExpression(expression) : expression;
  const value = evaluate(tree, context);
  return value instanceof NodeSet ? (value.values.length ? value.values[0] : '') : value;
}

export { toBoolean, toNumber, toText } from './expression-values.js';
