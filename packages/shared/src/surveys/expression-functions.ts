import type { EvaluationContext, Evaluate, Expression } from './expressions.js';
import {
  dateFromDays,
  isDateString,
  isDateTimeString,
  isEmptyValue,
  localDate,
  toBoolean,
  toItems,
  toNumber,
  toSelection,
  toText,
} from './expression-values.js';

/** The functions of the expression language: XLSForm's (JavaRosa's) names and meanings. */

type Run = (args: Expression[], context: EvaluationContext, evaluate: Evaluate) => unknown;
type FunctionSpec = { min: number; max: number; run: Run };

const MAX_PATTERN_LENGTH = 500;
const MAX_REGEX_INPUT = 10_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const regexCache = new Map<string, RegExp | null>();
function compile(pattern: string): RegExp | null {
  if (pattern.length > MAX_PATTERN_LENGTH) return null;
  if (!regexCache.has(pattern)) {
    if (regexCache.size >= 200) regexCache.clear();
    let compiled: RegExp | null = null;
    try {
      compiled = new RegExp(pattern);
    } catch {
      compiled = null;
    }
    regexCache.set(pattern, compiled);
  }
  return regexCache.get(pattern)!;
}

/** One function of one value, the current value (`.`) when called with none (string-length(), number()...). */
function unary(map: (value: unknown) => unknown): FunctionSpec {
  return {
    min: 0,
    max: 1,
    run: (args, context, evaluate) =>
      map(args.length ? evaluate(args[0]!, context) : (context.current ?? '')),
  };
}
function fixed(count: number, run: (values: unknown[], context: EvaluationContext) => unknown): FunctionSpec {
  return {
    min: count,
    max: count,
    run: (args, context, evaluate) =>
      run(
        args.map((arg) => evaluate(arg, context)),
        context,
      ),
  };
}
function variadic(
  min: number,
  run: (values: unknown[], context: EvaluationContext) => unknown,
): FunctionSpec {
  return {
    min,
    max: Infinity,
    run: (args, context, evaluate) =>
      run(
        args.map((arg) => evaluate(arg, context)),
        context,
      ),
  };
}

function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(digits)) return NaN;
  const places = Math.trunc(digits);
  // Through exponent notation so that round(1.005, 2) is 1.01, not 1 (binary floating point).
  return Number(`${Math.round(Number(`${value}e${places}`))}e${-places}`);
}

function numbersOf(values: unknown[]): number[] {
  return values
    .flatMap(toItems)
    .filter((item) => !isEmptyValue(item))
    .map(toNumber);
}

function toDate(value: unknown): string {
  if (typeof value === 'number') return dateFromDays(value);
  const text = toText(value).trim();
  if (isDateString(text)) return text;
  if (isDateTimeString(text)) return text.slice(0, 10);
  return '';
}

function formatDate(value: unknown, format: string): string {
  const text = toText(value).trim();
  let moment: Date | null = null;
  if (isDateString(text))
    moment = new Date(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  else if (isDateTimeString(text)) moment = new Date(text);
  else if (typeof value === 'number' && Number.isFinite(value)) moment = new Date(value * 86_400_000);
  if (!moment || Number.isNaN(moment.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const parts: Record<string, string> = {
    Y: String(moment.getFullYear()),
    y: pad(moment.getFullYear() % 100),
    m: pad(moment.getMonth() + 1),
    n: String(moment.getMonth() + 1),
    d: pad(moment.getDate()),
    e: String(moment.getDate()),
    b: MONTHS[moment.getMonth()]!,
    a: DAYS[moment.getDay()]!,
    H: pad(moment.getHours()),
    M: pad(moment.getMinutes()),
    S: pad(moment.getSeconds()),
  };
  return format.replace(/%([A-Za-z%])/g, (whole, key: string) => (key === '%' ? '%' : (parts[key] ?? whole)));
}

function newUuid(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  // Insecure contexts (a form opened over plain http) have no randomUUID.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(Math.random() * 16);
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

export const FUNCTIONS: Record<string, FunctionSpec> = {
  true: fixed(0, () => true),
  false: fixed(0, () => false),
  not: fixed(1, ([value]) => !toBoolean(value)),
  boolean: unary(toBoolean),
  number: unary(toNumber),
  string: unary(toText),
  int: unary((value) => Math.trunc(toNumber(value))),
  round: {
    min: 1,
    max: 2,
    run: (args, context, evaluate) =>
      roundTo(toNumber(evaluate(args[0]!, context)), args[1] ? toNumber(evaluate(args[1], context)) : 0),
  },
  floor: fixed(1, ([value]) => Math.floor(toNumber(value))),
  ceiling: fixed(1, ([value]) => Math.ceil(toNumber(value))),
  abs: fixed(1, ([value]) => Math.abs(toNumber(value))),
  pow: fixed(2, ([base, power]) => Math.pow(toNumber(base), toNumber(power))),
  sqrt: fixed(1, ([value]) => Math.sqrt(toNumber(value))),
  // Code points, not UTF-16 units: an emoji counts once.
  'string-length': unary((value) => Array.from(toText(value)).length),
  'normalize-space': unary((value) => toText(value).trim().replace(/\s+/g, ' ')),
  concat: variadic(0, (values) => values.map(toText).join('')),
  join: variadic(1, ([separator, ...values]) => values.flatMap(toItems).map(toText).join(toText(separator))),
  contains: fixed(2, ([text, part]) => toText(text).includes(toText(part))),
  'starts-with': fixed(2, ([text, part]) => toText(text).startsWith(toText(part))),
  'ends-with': fixed(2, ([text, part]) => toText(text).endsWith(toText(part))),
  'substring-before': fixed(2, ([text, part]) => {
    const index = toText(text).indexOf(toText(part));
    return index < 0 ? '' : toText(text).slice(0, index);
  }),
  'substring-after': fixed(2, ([text, part]) => {
    const index = toText(text).indexOf(toText(part));
    return index < 0 ? '' : toText(text).slice(index + toText(part).length);
  }),
  substr: {
    min: 2,
    max: 3,
    run: (args, context, evaluate) => {
      const [text, start, end] = args.map((arg) => evaluate(arg, context));
      return toText(text).slice(toNumber(start) || 0, end === undefined ? undefined : toNumber(end) || 0);
    },
  },
  regex: fixed(2, ([value, pattern]) => {
    const text = toText(value);
    const compiled = compile(toText(pattern));
    return compiled !== null && text.length <= MAX_REGEX_INPUT && compiled.test(text);
  }),
  selected: fixed(2, ([list, choice]) => toSelection(list).includes(toText(choice).trim())),
  'selected-at': fixed(2, ([list, index]) => toSelection(list)[toNumber(index)] ?? ''),
  'count-selected': fixed(1, ([list]) => toSelection(list).length),
  count: fixed(1, ([value]) => toItems(value).length),
  sum: fixed(1, ([value]) =>
    toItems(value).reduce<number>((total, item) => total + (isEmptyValue(item) ? 0 : toNumber(item)), 0),
  ),
  min: variadic(1, (values) => {
    const numbers = numbersOf(values);
    return numbers.length ? Math.min(...numbers) : NaN;
  }),
  max: variadic(1, (values) => {
    const numbers = numbersOf(values);
    return numbers.length ? Math.max(...numbers) : NaN;
  }),
  if: {
    min: 3,
    max: 3,
    run: (args, context, evaluate) =>
      evaluate(toBoolean(evaluate(args[0]!, context)) ? args[1]! : args[2]!, context),
  },
  coalesce: variadic(
    2,
    (values) => values.find((value) => !isEmptyValue(value) && toText(value) !== '') ?? '',
  ),
  today: fixed(0, (_values, context) => localDate(context.now ?? new Date())),
  now: fixed(0, (_values, context) => (context.now ?? new Date()).toISOString()),
  date: fixed(1, ([value]) => toDate(value)),
  'format-date': fixed(2, ([value, format]) => formatDate(value, toText(format))),
  'format-date-time': fixed(2, ([value, format]) => formatDate(value, toText(format))),
  'jr:choice-name': fixed(2, ([value, question], context) => {
    const name =
      /^\s*\$\{([A-Za-z_][A-Za-z0-9_]*)\}\s*$/.exec(toText(question))?.[1] ?? toText(question).trim();
    return context.choiceName?.(name, toText(value)) ?? toText(value);
  }),
  position: {
    min: 0,
    max: 1,
    run: (_args, context) => (context.repeatIndex === undefined ? 1 : context.repeatIndex + 1),
  },
  // once(): keeps the value a calculation already has (a uuid() or now() taken when the form was first filled).
  once: {
    min: 1,
    max: 1,
    run: (args, context, evaluate) =>
      isEmptyValue(context.current) ? evaluate(args[0]!, context) : context.current,
  },
  uuid: { min: 0, max: 1, run: () => newUuid() },
};

/** Why a call is wrong (unknown function, number of values, a bad regex), or null. */
export function validateCall(name: string, args: Expression[]): string | null {
  const spec = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name]! : undefined;
  if (!spec) return `Unknown function ${name}().`;
  if (args.length < spec.min || args.length > spec.max) {
    const count =
      spec.min === spec.max
        ? `${spec.min}`
        : spec.max === Infinity
          ? `at least ${spec.min}`
          : `${spec.min} to ${spec.max}`;
    return `${name}() takes ${count} value${spec.min === 1 && spec.max === 1 ? '' : 's'}, not ${args.length}.`;
  }
  if (name === 'regex' && args[1]?.kind === 'string') {
    if (args[1].value.length > MAX_PATTERN_LENGTH)
      return `Use at most ${MAX_PATTERN_LENGTH} characters in a regex pattern.`;
    try {
      new RegExp(args[1].value);
    } catch {
      return `The regex pattern '${args[1].value}' is not valid.`;
    }
  }
  return null;
}
