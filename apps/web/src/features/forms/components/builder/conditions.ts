import {
  CHOICE_TYPES,
  FILE_TYPES,
  FIXED_CHOICE_TYPES,
  LIKERT_OPTIONS,
  NUMERIC_TYPES,
  YES_NO_OPTIONS,
  type QuestionType,
} from '@oversight/shared/surveys/questions.schemas';

/**
 * The condition picker's model and its XLSForm expression, both ways. It covers what people build by picking
 * ("age >= 18 and services includes water"); anything else reads back as null and opens in hand-written mode.
 */
export const OPERATORS = {
  eq: 'is',
  neq: 'is not',
  in: 'is one of',
  contains: 'contains',
  includes: 'includes',
  excludes: 'does not include',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
  answered: 'is answered',
  unanswered: 'is not answered',
} as const;
export type Operator = keyof typeof OPERATORS;

/** `question` is a question name, or "." for the answer being checked (validation). */
export type Condition = { question: string; operator: Operator; value: string[] };
export type ConditionSet = { join: 'and' | 'or'; conditions: Condition[] };

const MULTI_TYPES: readonly QuestionType[] = ['select-multiple', 'ranking'];
const ORDERED_TYPES: readonly QuestionType[] = [...NUMERIC_TYPES, 'date', 'time', 'datetime'];
const TEXT_TYPES: readonly QuestionType[] = [
  'text',
  'paragraph',
  'email',
  'phone',
  'link',
  'barcode',
  'calculate',
  'hidden',
];

/** The operators that make sense for a question of this type, in the order the picker lists them. */
export function operatorsFor(type: QuestionType): Operator[] {
  if (MULTI_TYPES.includes(type)) return ['includes', 'excludes', 'answered', 'unanswered'];
  if (CHOICE_TYPES.includes(type) || FIXED_CHOICE_TYPES.includes(type))
    return ['eq', 'neq', 'in', 'answered', 'unanswered'];
  if (ORDERED_TYPES.includes(type)) return ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'answered', 'unanswered'];
  if (TEXT_TYPES.includes(type)) return ['eq', 'neq', 'contains', 'answered', 'unanswered'];
  if (FILE_TYPES.includes(type) || type === 'location') return ['answered', 'unanswered'];
  return ['eq', 'neq', 'answered', 'unanswered'];
}

export const takesValue = (operator: Operator) => operator !== 'answered' && operator !== 'unanswered';

/** The choices a condition's value picks from, when the question has a list of its own. */
export function choicesOf(type: QuestionType, options: readonly { label: string; value?: string }[]) {
  if (type === 'yes-no') return [...YES_NO_OPTIONS];
  if (type === 'likert' && options.length === 0) return [...LIKERT_OPTIONS];
  if (CHOICE_TYPES.includes(type))
    return options.filter((o): o is { label: string; value: string } => !!o.value);
  return null;
}

const quote = (value: string) => (value.includes("'") ? `"${value.replace(/"/g, '')}"` : `'${value}'`);
const NUMBER = /^-?\d+(\.\d+)?$/;
/** Numbers compare as numbers when the question is numeric; everything else is a quoted string. */
const literal = (value: string, numeric: boolean) =>
  numeric && NUMBER.test(value.trim()) ? value.trim() : quote(value);
const subject = (name: string) => (name === '.' ? '.' : `\${${name}}`);

function conditionExpression(condition: Condition, numeric: boolean): string {
  const s = subject(condition.question);
  const [first = ''] = condition.value;
  const sign = { eq: '=', neq: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
  switch (condition.operator) {
    case 'answered':
      return `${s} != ''`;
    case 'unanswered':
      return `${s} = ''`;
    case 'contains':
      return `contains(${s}, ${quote(first)})`;
    case 'includes':
      return `selected(${s}, ${quote(first)})`;
    case 'excludes':
      return `not(selected(${s}, ${quote(first)}))`;
    case 'in': {
      const parts = condition.value.map((value) => `${s} = ${literal(value, numeric)}`);
      return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
    }
    default:
      return `${s} ${sign[condition.operator]} ${literal(first, numeric)}`;
  }
}

/** The expression for a set of conditions; `typeOf` tells which questions are numeric. */
export function toExpression(set: ConditionSet, typeOf: (name: string) => QuestionType | undefined): string {
  return set.conditions
    .map((condition) => {
      const type = typeOf(condition.question);
      return conditionExpression(condition, !!type && NUMERIC_TYPES.includes(type));
    })
    .join(` ${set.join} `);
}

type Token = { kind: 'ref' | 'dot' | 'str' | 'num' | 'word' | 'op' | 'punct'; text: string };

const TOKENS: [Token['kind'], RegExp][] = [
  ['ref', /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/],
  ['str', /^'([^']*)'|^"([^"]*)"/],
  ['num', /^-?\d+(\.\d+)?/],
  ['word', /^[A-Za-z_][A-Za-z0-9_-]*/],
  ['op', /^(!=|>=|<=|=|>|<)/],
  ['punct', /^[(),]/],
  ['dot', /^\.(?![0-9])/],
];

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  outer: while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    for (const [kind, pattern] of TOKENS) {
      const m = pattern.exec(rest);
      if (!m) continue;
      const text = kind === 'ref' ? m[1]! : kind === 'str' ? (m[1] ?? m[2] ?? '') : m[0];
      tokens.push({ kind, text });
      i += m[0].length;
      continue outer;
    }
    return null;
  }
  return tokens;
}

const COMPARISONS: Record<string, Operator> = {
  '=': 'eq',
  '!=': 'neq',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
};

/** Reads an expression back into conditions; null when the picker cannot show it (then it is edited by hand). */
export function parseConditions(source: string): ConditionSet | null {
  if (!source.trim()) return { join: 'and', conditions: [] };
  const tokens = tokenize(source);
  if (!tokens) return null;
  let at = 0;
  const peek = (offset = 0) => tokens[at + offset];
  const take = (kind: Token['kind'], text?: string) => {
    const token = tokens[at];
    if (!token || token.kind !== kind || (text !== undefined && token.text !== text)) return null;
    at += 1;
    return token;
  };
  const subjectToken = () => {
    const ref = take('ref');
    if (ref) return ref.text;
    return take('dot') ? '.' : null;
  };
  const value = () => take('str') ?? take('num');

  // selected(${q}, 'v') and contains(${q}, 'v')
  const call = (name: string) => {
    if (!take('word', name) || !take('punct', '(')) return null;
    const q = subjectToken();
    if (!q || !take('punct', ',')) return null;
    const v = value();
    if (!v || !take('punct', ')')) return null;
    return { question: q, value: v.text };
  };

  const comparison = (): Condition | null => {
    const q = subjectToken();
    const op = take('op');
    const v = q && op ? value() : null;
    if (!q || !op || !v) return null;
    const operator = COMPARISONS[op.text]!;
    if (v.kind === 'str' && v.text === '' && (operator === 'eq' || operator === 'neq'))
      return { question: q, operator: operator === 'eq' ? 'unanswered' : 'answered', value: [] };
    return { question: q, operator, value: [v.text] };
  };

  const term = (): Condition | null => {
    const token = peek();
    if (!token) return null;
    if (token.kind === 'word' && token.text === 'selected') {
      const found = call('selected');
      return found && { question: found.question, operator: 'includes', value: [found.value] };
    }
    if (token.kind === 'word' && token.text === 'contains') {
      const found = call('contains');
      return found && { question: found.question, operator: 'contains', value: [found.value] };
    }
    if (token.kind === 'word' && token.text === 'not') {
      at += 1;
      if (!take('punct', '(')) return null;
      const found = call('selected');
      if (!found || !take('punct', ')')) return null;
      return { question: found.question, operator: 'excludes', value: [found.value] };
    }
    if (token.kind === 'punct' && token.text === '(') {
      // (${q} = 'a' or ${q} = 'b'): one of several values of the same question
      at += 1;
      const values: string[] = [];
      let question: string | null = null;
      do {
        const part = comparison();
        if (!part || part.operator !== 'eq' || (question !== null && part.question !== question)) return null;
        question = part.question;
        values.push(part.value[0]!);
      } while (take('word', 'or'));
      if (!take('punct', ')')) return null;
      return { question, operator: values.length > 1 ? 'in' : 'eq', value: values };
    }
    return comparison();
  };

  const conditions: Condition[] = [];
  let join: 'and' | 'or' | null = null;
  for (;;) {
    const condition = term();
    if (!condition) return null;
    conditions.push(condition);
    const next = peek();
    if (!next) break;
    if (next.kind !== 'word' || (next.text !== 'and' && next.text !== 'or')) return null;
    if (join && join !== next.text) return null;
    join = next.text;
    at += 1;
  }
  return { join: join ?? 'and', conditions };
}
