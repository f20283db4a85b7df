import { isValidLink } from '../projects/project-writes.schemas.js';
import { isDateString, isDateTimeString } from './expression-values.js';
import { OTHER_VALUE, type ChoiceOption } from './question-options.js';
import type { Question } from './questions.schemas.js';
import type { AnswerValue, LocationAnswer } from './responses.schemas.js';
import { isUuid } from '../ids.js';
import { checkGeoAnswer } from './geo-answers.js';

/** The shape and range of one answer by its question's type (responses.schemas.ts lists the shapes). */

export type ValueCheck = { value: AnswerValue; error?: undefined } | { error: string; value?: undefined };

const EMAIL = /^[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]{2,}$/;
const PHONE = /^\+?[0-9][0-9 -]*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;
/** The longest text answer when the question sets no max_length (a paragraph holds more). */
export const TEXT_ANSWER_MAX = 10_000;
export const PARAGRAPH_ANSWER_MAX = 100_000;

const ok = (value: AnswerValue): ValueCheck => ({ value });
const fail = (error: string): ValueCheck => ({ error });

function checkText(question: Question, value: unknown): ValueCheck {
  if (typeof value !== 'string') return fail('Enter text.');
  const max =
    question.settings.max_length ??
    (question.question_type === 'paragraph' ? PARAGRAPH_ANSWER_MAX : TEXT_ANSWER_MAX);
  if (value.length > max) return fail(`Use at most ${max.toLocaleString('en')} characters.`);
  return ok(value);
}

function checkNumber(question: Question, value: unknown): ValueCheck {
  const type = question.question_type;
  if (typeof value !== 'number' || !Number.isFinite(value))
    return fail(type === 'integer' ? 'Enter a whole number.' : 'Enter a number.');
  if (type === 'integer' && !Number.isSafeInteger(value)) return fail('Enter a whole number.');
  if (type === 'appropriation' && value < 0) return fail('Enter an amount of 0 naira or more.');
  const { min, max } = question.settings;
  if (min !== undefined && value < min) return fail(`Enter a number of at least ${min}.`);
  if (max !== undefined && value > max) return fail(`Enter a number of at most ${max}.`);
  return ok(value);
}

/** The ends and step of a linear scale (1 to 5 by 1 unless set). */
export function scaleOf(question: Pick<Question, 'settings'>): { min: number; max: number; step: number } {
  return {
    min: question.settings.min ?? 1,
    max: question.settings.max ?? 5,
    step: question.settings.step ?? 1,
  };
}

function checkScale(question: Question, value: unknown): ValueCheck {
  if (question.question_type === 'rating') {
    const max = question.settings.max ?? 5;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
      return fail(`Choose from 1 to ${max} stars.`);
    return ok(value);
  }
  const { min, max, step } = scaleOf(question);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    return fail(`Choose a value from ${min} to ${max}.`);
  const steps = (value - min) / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9)
    return fail(`Choose a value from ${min} to ${max} in steps of ${step}.`);
  return ok(value);
}

function checkLocation(question: Question, value: unknown): ValueCheck {
  const point = value as Partial<Record<keyof LocationAnswer, unknown>> | null;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (
    typeof point !== 'object' ||
    point === null ||
    Array.isArray(point) ||
    !finite(point.latitude) ||
    !finite(point.longitude)
  )
    return fail('Give a location with a latitude and a longitude.');
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180)
    return fail('Give a latitude from -90 to 90 and a longitude from -180 to 180.');
  const cleaned: LocationAnswer = { latitude: point.latitude, longitude: point.longitude };
  if (point.accuracy !== undefined && point.accuracy !== null) {
    if (!finite(point.accuracy) || point.accuracy < 0)
      return fail('The accuracy of a location is a number of metres.');
    cleaned.accuracy = point.accuracy;
  }
  if (point.altitude !== undefined && point.altitude !== null) {
    if (!finite(point.altitude)) return fail('The altitude of a location is a number of metres.');
    cleaned.altitude = point.altitude;
  }
  const worst = question.settings.max_accuracy;
  if (worst !== undefined && (cleaned.accuracy === undefined || cleaned.accuracy > worst))
    return fail(
      `The location must be accurate to ${worst} m or better; wait for a better GPS signal and try again.`,
    );
  return ok(cleaned);
}

function checkChoices(question: Question, value: unknown, options: readonly ChoiceOption[]): ValueCheck {
  const allowed = new Set(options.map((option) => option.value));
  if (question.settings.or_other) allowed.add(OTHER_VALUE);
  const type = question.question_type;
  if (type === 'select-multiple' || type === 'ranking') {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      return fail(type === 'ranking' ? 'Put the choices in order.' : 'Choose answers from the list.');
    const values = value;
    if (new Set(values).size !== values.length) return fail('Choose each answer only once.');
    if (!values.every((item) => allowed.has(item))) return fail('Choose answers from the list.');
    if (type === 'ranking' && options.some((option) => !values.includes(option.value)))
      return fail('Put every choice in order.');
    return ok(values);
  }
  if (typeof value !== 'string' || !allowed.has(value)) return fail('Choose one of the listed answers.');
  return ok(value);
}

/** Checks one non-empty answer against its question; `options` are the choices shown (after choice_filter). */
export function checkAnswerValue(
  question: Question,
  value: unknown,
  options: readonly ChoiceOption[],
): ValueCheck {
  switch (question.question_type) {
    case 'text':
    case 'paragraph':
    case 'ward':
    case 'barcode':
      return checkText(question, value);
    case 'acknowledge':
      // XLSForm's acknowledge (ODK's trigger) stores "OK" once ticked.
      return value === 'OK' || value === true ? ok('OK') : fail('Tick OK.');
    case 'hidden':
      // Not shown: its value comes from its default (or the form's logic), a single value.
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? ok(value)
        : fail('A hidden value is a single value.');
    case 'integer':
    case 'float':
    case 'appropriation':
      return checkNumber(question, value);
    case 'rating':
    case 'linear-scale':
      return checkScale(question, value);
    case 'radio':
    case 'list':
    case 'likert':
    case 'yes-no':
    case 'state':
    case 'lga':
    case 'geopolitical-zone':
    case 'select-multiple':
    case 'ranking':
      return checkChoices(question, value, options);
    case 'email':
      return typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim())
        ? ok(value.trim())
        : fail('Enter a valid e-mail address, like name@example.com.');
    case 'phone': {
      const digits = typeof value === 'string' ? value.replace(/\D/g, '').length : 0;
      return typeof value === 'string' && PHONE.test(value.trim()) && digits >= 7 && digits <= 15
        ? ok(value.trim())
        : fail('Enter a phone number of 7 to 15 digits; it may start with + and hold spaces or dashes.');
    }
    case 'link':
      return typeof value === 'string' && value.length <= 2000 && isValidLink(value)
        ? ok(value.trim())
        : fail('A link must start with ftp, http or https and contain no spaces or quotes.');
    case 'date':
      return typeof value === 'string' && isDateString(value)
        ? ok(value)
        : fail('Enter a date as YYYY-MM-DD.');
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? ok(value) : fail('Enter a time as HH:MM.');
    case 'datetime':
      return typeof value === 'string' && isDateTimeString(value)
        ? ok(value)
        : fail('Enter a date and a time.');
    case 'location':
      return checkLocation(question, value);
    case 'geotrace':
    case 'geoshape': {
      const checked = checkGeoAnswer(question.question_type, value);
      return typeof checked === 'string' ? fail(checked) : ok(checked);
    }
    case 'photo':
    case 'audio':
    case 'video':
    case 'file':
      return typeof value === 'string' && isUuid(value)
        ? ok(value.toLowerCase())
        : fail('Upload the file again: this answer is not an uploaded file.');
    case 'project':
    case 'mda':
      return typeof value === 'string' && value.length <= 100 ? ok(value) : fail('Choose from the list.');
    case 'calculate':
      return typeof value === 'object' && value !== null
        ? fail('A calculation gives a single value.')
        : ok(value as AnswerValue);
    case 'note':
    case 'group':
    case 'repeat':
      return fail('This question takes no answer.');
  }
}

/** A question's `default` (always text, as in XLSForm) in its answer's shape, or undefined when it cannot be one. */
export function defaultAnswer(question: Question): unknown {
  const raw = question.default;
  if (raw === null || raw.trim() === '') return undefined;
  const text = raw.trim();
  switch (question.question_type) {
    case 'integer':
    case 'float':
    case 'appropriation':
    case 'rating':
    case 'linear-scale':
      return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : text;
    case 'select-multiple':
    case 'ranking':
      return text.split(/\s+/);
    case 'location': {
      const [latitude, longitude, altitude, accuracy] = text.split(/\s+/).map(Number);
      return {
        latitude,
        longitude,
        ...(altitude !== undefined ? { altitude } : {}),
        ...(accuracy !== undefined ? { accuracy } : {}),
      };
    }
    default:
      return text;
  }
}
