import type { QuestionKind } from '@oversight/shared/kinds';
import {
  questionSettingsSchema,
  type QuestionSettings,
  type QuestionType,
} from '@oversight/shared/surveys/questions.schemas';

/**
 * How XLSForm types become our question types and back. The reader and the writer share these functions: the writer
 * asks what the reader would make of the row it writes, and adds the `oversight_type` / `oversight_settings` columns
 * only when the plain XLSForm reading would differ, so an export imports again to the same questions.
 */

/**
 * Filled in by the device, never asked (pyxform's question_type_dictionary: every type with a preload, and its
 * spellings). Oversight records a response's own start, end and device: the rows are left out with a note.
 */
export const METADATA_TYPES = new Set([
  'start',
  'start time',
  'get start time',
  'end',
  'end time',
  'get end time',
  'today',
  'get today',
  'deviceid',
  'device id',
  'get device id',
  'imei',
  'subscriberid',
  'subscriber id',
  'get subscriber id',
  'simserial',
  'sim id',
  'get sim id',
  'phonenumber',
  'get phone number',
  'username',
  'email',
  'audit',
  'start-geopoint',
  'background-audio',
  'background-geopoint',
  'uri:deviceid',
  'uri:email',
  'uri:phonenumber',
  'uri:simserial',
  'uri:subscriberid',
  'uri:username',
]);

/** XLSForm types we know but cannot carry, with what to do instead. */
const UNSUPPORTED: Record<string, string> = {
  osm: 'OpenStreetMap questions (osm) are not kept: use a GPS location question.',
  'xml-external': 'External XML data is not kept.',
  'csv-external': 'External CSV data is not kept.',
};

/** Every simple XLSForm type pyxform accepts (pyxform/question_type_dictionary.py) -> the XLSForm name used below. */
const SIMPLE: Record<string, string> = {
  text: 'text',
  string: 'text',
  'q string': 'text',
  'add text prompt': 'text',
  'phone number': 'text',
  integer: 'integer',
  int: 'integer',
  'q int': 'integer',
  'add integer prompt': 'integer',
  percentage: 'integer',
  'number of days in last month': 'integer',
  'number of days in last six months': 'integer',
  'number of days in last year': 'integer',
  decimal: 'decimal',
  'q decimal': 'decimal',
  'add decimal prompt': 'decimal',
  date: 'date',
  'q date': 'date',
  'add date prompt': 'date',
  time: 'time',
  datetime: 'datetime',
  'date time': 'datetime',
  'q date time': 'datetime',
  'q datetime': 'datetime',
  'add date time prompt': 'datetime',
  'add datetime prompt': 'datetime',
  geopoint: 'geopoint',
  gps: 'geopoint',
  location: 'geopoint',
  'q location': 'geopoint',
  'q geopoint': 'geopoint',
  'add location prompt': 'geopoint',
  image: 'image',
  photo: 'image',
  'q picture': 'image',
  'q image': 'image',
  'add image prompt': 'image',
  'add photo prompt': 'image',
  audio: 'audio',
  'q audio': 'audio',
  'add audio prompt': 'audio',
  video: 'video',
  'q video': 'video',
  'add video prompt': 'video',
  file: 'file',
  'add file prompt': 'file',
  note: 'note',
  'q note': 'note',
  'add note prompt': 'note',
  calculate: 'calculate',
  'q calculate': 'calculate',
  'add calculate prompt': 'calculate',
  range: 'range',
  acknowledge: 'acknowledge',
  'q acknowledge': 'acknowledge',
  'add acknowledge prompt': 'acknowledge',
  trigger: 'acknowledge',
  barcode: 'barcode',
  'q barcode': 'barcode',
  'add barcode prompt': 'barcode',
  hidden: 'hidden',
  geotrace: 'geotrace',
  'q geotrace': 'geotrace',
  'add geotrace prompt': 'geotrace',
  geoshape: 'geoshape',
  'q geoshape': 'geoshape',
  'add geoshape prompt': 'geoshape',
};

/** pyxform's select commands (aliases.select, and the "using" / "q" spellings of its type dictionary). */
const SELECTS: Record<string, 'select_one' | 'select_multiple' | 'rank'> = {
  select_one: 'select_one',
  'select one': 'select_one',
  'select one from': 'select_one',
  'select one using': 'select_one',
  'add select one prompt using': 'select_one',
  select1: 'select_one',
  'q select1': 'select_one',
  select_multiple: 'select_multiple',
  'select multiple': 'select_multiple',
  'select multiple from': 'select_multiple',
  'select multiple using': 'select_multiple',
  'select all that apply': 'select_multiple',
  'select all that apply from': 'select_multiple',
  'add select multiple prompt using': 'select_multiple',
  'q select': 'select_multiple',
  rank: 'rank',
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so "select one from" wins over "select one". */
const SELECT_PATTERN = new RegExp(
  `^(${Object.keys(SELECTS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')}) (\\S+)( (or specify other|or_other|or other))?$`,
);
/** pyxform's control aliases: group, repeat and their old spellings (lgroup, looped group); loops are not kept. */
const CONTROLS: Record<string, 'group' | 'repeat' | 'loop'> = {
  group: 'group',
  repeat: 'repeat',
  lgroup: 'repeat',
  'looped group': 'repeat',
  looped_group: 'repeat',
  loop: 'loop',
};
const CONTROL_PATTERN = /^(begin|end)[ _](group|repeat|lgroup|looped[ _]group|loop)( (over )?(\S+))?$/;
/** Rows of the survey sheet that set a setting (type form_title, name the value), as pyxform reads them. */
export const SURVEY_SETTINGS: Record<string, string> = {
  form_title: 'form_title',
  set_form_title: 'form_title',
  form_id: 'form_id',
  set_form_id: 'form_id',
  prefix: 'prefix',
};
/** Types read as another of ours, with the note the import shows. */
const READ_AS: Record<string, string> = {};

export type ParsedType =
  | { kind: 'question'; base: string; listName: string | null; orOther: boolean; note?: string }
  | { kind: 'begin'; container: 'group' | 'repeat' }
  | { kind: 'end'; container: 'group' | 'repeat' }
  | { kind: 'metadata'; type: string }
  | { kind: 'setting'; setting: string }
  | { kind: 'unsupported'; message: string };

export function parseXlsType(raw: string): ParsedType {
  const type = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const control = CONTROL_PATTERN.exec(type);
  if (control) {
    const container = CONTROLS[control[2]!]!;
    if (container === 'loop')
      return { kind: 'unsupported', message: 'Loops are not kept: use a repeat (begin repeat) instead.' };
    return { kind: control[1] === 'begin' ? 'begin' : 'end', container };
  }
  if (UNSUPPORTED[type]) return { kind: 'unsupported', message: UNSUPPORTED[type] };
  if (METADATA_TYPES.has(type)) return { kind: 'metadata', type };
  if (SURVEY_SETTINGS[type]) return { kind: 'setting', setting: SURVEY_SETTINGS[type] };
  if (SIMPLE[type]) {
    const base = SIMPLE[type];
    return { kind: 'question', base, listName: null, orOther: false, note: READ_AS[base] };
  }
  if (
    /^(select_one|select_multiple)_(from_file|external)\b/.test(type) ||
    /^select (one|multiple) from file\b/.test(type) ||
    /^select[_ ]one[_ ]external\b/.test(type)
  ) {
    return {
      kind: 'unsupported',
      message:
        'Choices from an attached file are not kept: copy the list into the choices sheet and use select_one or select_multiple.',
    };
  }
  const select = SELECT_PATTERN.exec(type);
  if (select) {
    // The list name keeps its case: it is matched against list_name as written.
    const listName = raw.trim().replace(/\s+/g, ' ').split(' ')[select[1]!.split(' ').length]!;
    return { kind: 'question', base: SELECTS[select[1]!]!, listName, orOther: Boolean(select[3]) };
  }
  if (Object.keys(SELECTS).includes(type))
    return {
      kind: 'unsupported',
      message: `"${raw.trim()}" needs the name of its choice list, e.g. "${type} yes_no".`,
    };
  return {
    kind: 'unsupported',
    message: `"${raw.trim().slice(0, 60)}" is not an XLSForm question type Oversight knows.`,
  };
}

const tokensOf = (appearance: string) => appearance.split(/\s+/).filter(Boolean);
const without = (appearance: string, token: string) =>
  tokensOf(appearance)
    .filter((item) => item.toLowerCase() !== token)
    .join(' ');
const has = (appearance: string, token: string) =>
  tokensOf(appearance).some((item) => item.toLowerCase() === token);

/** Our type for an XLSForm type and appearance; the appearance words that only chose the type are taken out. */
export function inferType(base: string, appearance: string): { type: QuestionType; appearance: string } {
  const keep = (type: QuestionType) => ({ type, appearance: tokensOf(appearance).join(' ') });
  const consume = (type: QuestionType, token: string) => ({ type, appearance: without(appearance, token) });
  switch (base) {
    case 'text':
      return has(appearance, 'multiline') ? consume('paragraph', 'multiline') : keep('text');
    case 'decimal':
      return keep('float');
    case 'select_one':
      if (has(appearance, 'likert')) return consume('likert', 'likert');
      return has(appearance, 'minimal') ? consume('list', 'minimal') : keep('radio');
    case 'select_multiple':
      return keep('select-multiple');
    case 'rank':
      return keep('ranking');
    case 'geopoint':
      return keep('location');
    case 'image':
      return keep('photo');
    case 'range':
      return has(appearance, 'rating') ? consume('rating', 'rating') : keep('linear-scale');
    case 'acknowledge':
    case 'barcode':
    case 'hidden':
    case 'geotrace':
    case 'geoshape':
      return keep(base);
    default:
      return keep(base as QuestionType);
  }
}

/** `start=1 end=10 step=1` (spaces, commas or semicolons between) -> its numbers; other keys are returned apart. */
export function parseParameters(text: string): { numbers: Record<string, number>; other: string[] } {
  const numbers: Record<string, number> = {};
  const other: string[] = [];
  for (const pair of text.split(/[\s;,]+/).filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=').map((part) => part.trim());
    const number = Number(value);
    if (value !== '' && Number.isFinite(number)) numbers[key.toLowerCase()] = number;
    else other.push(pair);
  }
  return { numbers, other };
}

/** The settings the plain XLSForm columns give (or_other, range parameters, repeat_count). */
export function standardSettings(
  base: string,
  orOther: boolean,
  parameters: Record<string, number>,
  repeatCount: string,
): QuestionSettings {
  const settings: QuestionSettings = {};
  if (orOther) settings.or_other = true;
  if (base === 'range') {
    if (parameters.start !== undefined) settings.min = parameters.start;
    if (parameters.end !== undefined) settings.max = parameters.end;
    if (parameters.step !== undefined && parameters.step > 0) settings.step = parameters.step;
  }
  if (repeatCount) settings.repeat_count = repeatCount;
  return settings;
}

/** Key order does not matter; undefined values count as absent. */
export function sameSettings(a: QuestionSettings, b: QuestionSettings): boolean {
  const canonical = (value: QuestionSettings) =>
    JSON.stringify(
      Object.entries<unknown>(questionSettingsSchema.parse(value))
        .filter(([, item]) => item !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return canonical(a) === canonical(b);
}

/** Lists that stand for a type's own choices (yes/no, the default Likert scale): read back as no options of its own. */
export const DEFAULT_LISTS: Partial<Record<QuestionType, string>> = {
  'yes-no': 'oversight_yes_no',
  likert: 'oversight_likert',
};

type XlsType = { base: string; token: string | null };
const plain = (base: string) => (): XlsType => ({ base, token: null });
const withOptions =
  (token: string | null = null) =>
  (hasOptions: boolean): XlsType => ({ base: hasOptions ? 'select_one' : 'text', token });

/** Each type's XLSForm type (before the list name) and appearance word, for the writer; a type missing is a type error. */
const XLS_TYPES: Record<QuestionKind, (hasOptions: boolean) => XlsType> = {
  text: plain('text'),
  email: plain('text'),
  phone: plain('text'),
  link: plain('text'),
  project: plain('text'),
  mda: plain('text'),
  paragraph: () => ({ base: 'text', token: 'multiline' }),
  float: plain('decimal'),
  appropriation: plain('decimal'),
  barcode: plain('barcode'),
  acknowledge: plain('acknowledge'),
  hidden: plain('hidden'),
  integer: plain('integer'),
  radio: withOptions(),
  list: withOptions('minimal'),
  likert: () => ({ base: 'select_one', token: 'likert' }),
  'yes-no': plain('select_one'),
  'select-multiple': (hasOptions) => ({ base: hasOptions ? 'select_multiple' : 'text', token: null }),
  ranking: (hasOptions) => ({ base: hasOptions ? 'rank' : 'text', token: null }),
  rating: () => ({ base: 'range', token: 'rating' }),
  'linear-scale': plain('range'),
  location: plain('geopoint'),
  geotrace: plain('geotrace'),
  geoshape: plain('geoshape'),
  photo: plain('image'),
  date: plain('date'),
  time: plain('time'),
  audio: plain('audio'),
  video: plain('video'),
  file: plain('file'),
  note: plain('note'),
  calculate: plain('calculate'),
  datetime: plain('dateTime'),
  state: withOptions(),
  lga: withOptions(),
  ward: withOptions(),
  'geopolitical-zone': withOptions(),
  // Groups and repeats are written as begin/end rows by the writer; as a plain row they are text.
  group: plain('text'),
  repeat: plain('text'),
};

/** The XLSForm type (before the list name) and the appearance word that choose our type, for the writer. */
export function xlsTypeOf(type: QuestionType, hasOptions: boolean): XlsType {
  // A type this build does not know is written as text, as before.
  return ((XLS_TYPES as Partial<Record<string, (hasOptions: boolean) => XlsType>>)[type] ?? plain('text'))(
    hasOptions,
  );
}

export const withToken = (appearance: string, token: string | null) =>
  token && !has(appearance, token) ? [token, ...tokensOf(appearance)].join(' ') : appearance;
