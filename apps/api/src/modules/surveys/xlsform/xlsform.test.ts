import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  sectionsInputSchema,
  type QuestionInput,
  type SectionInput,
} from '@oversight/shared/surveys/questions.schemas';
import { HttpError } from '../../../platform/errors.js';
import { everyType } from './fixtures/every-type.js';
import {
  brokenStructure,
  householdSurvey,
  makeWorkbook,
  notAnXlsForm,
  stateLgaCascade,
  surveyWithoutName,
} from './fixtures/kobo-forms.js';
import { readXlsForm } from './xlsform-reader.js';
import { unpackedSize } from './xlsform-sheets.js';
import { writeXlsForm } from './xlsform-writer.js';

const byName = (sections: SectionInput[]) => {
  const found = new Map<string, QuestionInput>();
  const walk = (questions: QuestionInput[]) =>
    questions.forEach((question) => {
      found.set(question.name!, question);
      walk(question.questions ?? []);
    });
  sections.forEach((section) => walk(section.questions));
  return found;
};

async function refusal(buffer: Buffer): Promise<Record<string, unknown>> {
  const error = await readXlsForm(buffer).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(400);
  return (error as HttpError).body;
}

/** A cell as text: rich text, hyperlinks and formulas as their JSON, so a test sees them rather than "[object Object]". */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : String(value);
}

async function sheetRows(buffer: Buffer, name: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook
    .getWorksheet(name)!
    .eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellText)));
  return rows;
}

describe('readXlsForm: a KoboToolbox household survey in two languages', () => {
  it('reads sections, groups, repeats and types, and reports only what it cannot carry', async () => {
    const form = await readXlsForm(await householdSurvey());
    expect(form.name).toBe('Household water survey');
    expect(form.sections.map((section) => section.name)).toEqual([
      'Household water survey',
      'Household',
      'Household water survey (2)',
    ]);
    const metadata = (row: number, type: string) => ({
      sheet: 'survey',
      row,
      column: 'type',
      message: expect.stringContaining(`"${type}" is recorded by the phone, not asked`) as unknown,
    });
    expect(form.issues).toEqual([
      metadata(2, 'start'),
      metadata(3, 'end'),
      metadata(4, 'today'),
      metadata(5, 'deviceid'),
      {
        sheet: 'survey',
        row: 7,
        column: 'label',
        message: 'Section titles (top-level groups) are kept in the default language only.',
      },
      {
        sheet: 'survey',
        row: 28,
        column: 'type',
        message: 'The choice list "missing_list" is not in the choices sheet: the question is left out.',
      },
    ]);
    // The metadata rows (start, end, today, deviceid) are left out, each with a note.
    const questions = byName(form.sections);
    expect([...questions.keys()]).toEqual([
      'intro',
      'respondent_name',
      'hh_size',
      'has_water',
      'water_sources',
      'dwelling',
      'roof',
      'remarks',
      'member',
      'member_name',
      'age',
      'gender',
      'members_listed',
      'satisfaction',
      'location',
      'house_photo',
      'road',
      'visited_at',
      'consent',
    ]);
    expect(
      Object.fromEntries([...questions].map(([name, question]) => [name, question.question_type])),
    ).toMatchObject({
      intro: 'note',
      respondent_name: 'text',
      hh_size: 'integer',
      has_water: 'radio',
      water_sources: 'select-multiple',
      dwelling: 'group',
      roof: 'likert',
      remarks: 'paragraph',
      member: 'repeat',
      members_listed: 'calculate',
      satisfaction: 'linear-scale',
      location: 'location',
      house_photo: 'photo',
      road: 'geotrace',
      visited_at: 'datetime',
      consent: 'acknowledge',
    });
  });

  it('keeps texts per language, expressions as written, settings and choices', async () => {
    const questions = byName((await readXlsForm(await householdSurvey())).sections);
    expect(questions.get('respondent_name')).toMatchObject({
      text: 'Your name',
      hint: 'As on your ID card',
      required: true,
      translations: {
        text: { 'Hausa (ha)': 'Sunanka' },
        hint: { 'Hausa (ha)': 'Kamar yadda yake a katin shaida' },
      },
    });
    expect(questions.get('hh_size')).toMatchObject({
      required: true,
      constraint: '. > 0 and . <= 30',
      constraint_message: 'Between 1 and 30 people',
      default: '1',
    });
    expect(questions.get('water_sources')).toMatchObject({
      relevant: "${has_water} = 'no'",
      constraint: 'count-selected(.) <= 3',
      appearance: 'minimal',
      settings: { or_other: true },
      options: [
        { value: 'borehole', label: 'Borehole', translations: { 'Hausa (ha)': 'Rijiyar burtsatse' } },
        { value: 'well', label: 'Open well', translations: { 'Hausa (ha)': 'Rijiya' } },
        { value: 'river', label: 'River or stream', translations: { 'Hausa (ha)': 'Kogi' } },
      ],
    });
    // The appearance words that chose the type are taken out of the appearance.
    expect(questions.get('roof')).toMatchObject({
      appearance: '',
      options: [{ value: 'zinc' }, { value: 'thatch' }],
    });
    expect(questions.get('remarks')!.appearance).toBe('');
    expect(questions.get('member')).toMatchObject({ settings: { repeat_count: '${hh_size}' } });
    expect(questions.get('member')!.questions!.map((question) => question.name)).toEqual([
      'member_name',
      'age',
      'gender',
    ]);
    expect(questions.get('members_listed')).toMatchObject({ calculation: 'count(${member})', text: '' });
    expect(questions.get('satisfaction')!.settings).toEqual({ min: 0, max: 10, step: 2 });
    // max-pixels only shrinks photos on the phone: ignored without an issue.
    expect(questions.get('house_photo')!.settings).toEqual({});
  });

  it('makes a top-level field-list group a section, and its nested group a group question', async () => {
    const form = await readXlsForm(await householdSurvey());
    const household = form.sections[1]!;
    expect(household.questions.map((question) => question.name)).toEqual([
      'respondent_name',
      'hh_size',
      'has_water',
      'water_sources',
      'dwelling',
    ]);
    expect(household.questions[4]!.questions!.map((question) => question.name)).toEqual(['roof', 'remarks']);
    // What it reads is what the forms contract accepts.
    expect(sectionsInputSchema.safeParse(form.sections).success).toBe(true);
  });
});

describe('readXlsForm: cascades, names and mistakes', () => {
  it('keeps the skip logic of a top-level group on a group question inside its section', async () => {
    const form = await readXlsForm(
      await makeWorkbook({
        survey: [
          ['type', 'name', 'label', 'hint', 'relevant', 'appearance'],
          ['select_one yn', 'farmer', 'Do you farm?'],
          ['begin group', 'farm', 'Your farm', 'Only for farmers', "${farmer} = 'yes'", 'field-list'],
          ['decimal', 'hectares', 'Hectares farmed'],
          ['end group'],
          ['begin group', 'closing', 'Closing'],
          ['note', 'thanks', 'Thank you'],
          ['end group'],
        ],
        choices: [
          ['list_name', 'name', 'label'],
          ['yn', 'yes', 'Yes'],
          ['yn', 'no', 'No'],
        ],
        settings: [['form_title'], ['Farm census']],
      }),
    );
    expect(form.sections.map((section) => [section.name, section.description])).toEqual([
      ['Farm census', ''],
      ['Your farm', 'Only for farmers'],
      ['Closing', ''],
    ]);
    expect(form.sections[1]!.questions).toEqual([
      expect.objectContaining({
        name: 'farm',
        question_type: 'group',
        relevant: "${farmer} = 'yes'",
        appearance: '',
        questions: [expect.objectContaining({ name: 'hectares', question_type: 'float' })],
      }),
    ]);
    expect(form.sections[2]!.questions.map((question) => question.name)).toEqual(['thanks']);
  });

  it('keeps a state -> LGA choice_filter and the filter column on each choice', async () => {
    const form = await readXlsForm(await stateLgaCascade(), { name: 'Ward visits' });
    expect(form.name).toBe('Ward visits');
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0]!.name).toBe('Ward visits');
    const lga = byName(form.sections).get('lga')!;
    expect(lga.choice_filter).toBe('state=${state}');
    expect(lga.options).toEqual([
      { label: 'Dala', value: 'dala', filters: { state: 'kano' } },
      { label: 'Fagge', value: 'fagge', filters: { state: 'kano' } },
      { label: 'Ikeja', value: 'ikeja', filters: { state: 'lagos' } },
      { label: 'Epe', value: 'epe', filters: { state: 'lagos' } },
    ]);
  });

  it('renames an XLSForm name ours cannot hold, and the texts that show it follow', async () => {
    const form = await readXlsForm(await stateLgaCascade());
    const questions = byName(form.sections);
    expect(questions.has('ward_name')).toBe(true);
    expect(questions.get('ward_note')!.text).toBe('Notes on ${ward_name}');
    const aboutRenaming: unknown = expect.stringContaining('"ward-name" is now "ward_name"');
    expect(form.issues).toEqual([
      {
        sheet: 'survey',
        row: 4,
        column: 'name',
        message: aboutRenaming,
      },
    ]);
  });

  it('reports each structural mistake on its row and keeps what it can', async () => {
    const form = await readXlsForm(await brokenStructure());
    expect(form.issues.map((issue) => [issue.row, issue.column])).toEqual([
      [2, 'guidance_hint'],
      [3, 'type'],
      [5, 'type'],
      [6, 'type'],
      [7, 'type'],
    ]);
    expect(form.issues[1]!.message).toContain('has no "begin group"');
    expect(form.issues[4]!.message).toContain('no "end repeat"');
    // Upper-case and padded headers are read; the unclosed repeat keeps its question.
    const questions = byName(form.sections);
    expect([...questions.keys()]).toEqual(['first', 'code', 'visits', 'visit_date']);
    expect(questions.get('code')!.question_type).toBe('barcode');
    expect(questions.get('visits')!.questions!.map((question) => question.name)).toEqual(['visit_date']);
  });

  it('reports a labelled metadata row, a disabled row, a required condition and a bare picture file name', async () => {
    const form = await readXlsForm(
      await makeWorkbook({
        survey: [
          ['type', 'name', 'label', 'required', 'disabled', 'media::image'],
          ['username', 'user', 'Who is filling this in?'],
          ['text', 'old', 'Old question', null, 'yes'],
          ['text', 'reason', 'Why?', "${old} != ''"],
          ['note', 'map', 'The map', null, null, 'map.png'],
          ['note', 'logo', 'Logo', null, null, 'https://example.org/logo.png'],
        ],
      }),
    );
    expect(form.issues.map((issue) => [issue.row, issue.column])).toEqual([
      [2, 'type'],
      [3, 'disabled'],
      [4, 'required'],
      [5, 'media::image'],
    ]);
    const questions = byName(form.sections);
    expect([...questions.keys()]).toEqual(['reason', 'map', 'logo']);
    expect(questions.get('reason')!.required).toBe(false);
    expect(questions.get('logo')!.images).toEqual(['https://example.org/logo.png']);
  });

  it("ignores KoboToolbox's $ bookkeeping columns (no issue, no choice filter)", async () => {
    const form = await readXlsForm(
      await makeWorkbook({
        survey: [
          ['type', 'name', 'label', '$kuid', '$autoname'],
          ['select_one yn', 'ok', 'OK?', 'ab12cd', 'ok'],
        ],
        choices: [
          ['list_name', 'name', 'label', '$kuid', '$autovalue'],
          ['yn', 'yes', 'Yes', 'ef34', 'yes'],
        ],
      }),
    );
    expect(form.issues).toEqual([]);
    expect(form.sections[0]!.questions[0]!.options).toEqual([{ label: 'Yes', value: 'yes' }]);
  });

  it('takes the default language from settings, else the plain label column', async () => {
    const survey = [
      ['type', 'name', 'label::French (fr)', 'label::English (en)'],
      ['text', 'name', 'Nom', 'Name'],
    ];
    const withDefault = await readXlsForm(
      await makeWorkbook({ survey, settings: [['default_language'], ['English (en)']] }),
    );
    expect(withDefault.sections[0]!.questions[0]).toMatchObject({
      text: 'Name',
      translations: { text: { 'French (fr)': 'Nom' } },
    });
    const firstColumn = await readXlsForm(await makeWorkbook({ survey }));
    expect(firstColumn.sections[0]!.questions[0]).toMatchObject({
      text: 'Nom',
      translations: { text: { 'English (en)': 'Name' } },
    });
    const plain = await readXlsForm(
      await makeWorkbook({
        survey: [
          ['type', 'name', 'label', 'label::Yoruba (yo)'],
          ['text', 'name', 'Name', 'Orukọ'],
        ],
      }),
    );
    expect(plain.sections[0]!.questions[0]).toMatchObject({
      text: 'Name',
      translations: { text: { 'Yoruba (yo)': 'Orukọ' } },
    });
  });
});

describe('readXlsForm refuses files that are not XLSForms with a 400 on file', () => {
  it('a PNG, a CSV, an old .xls and an empty file', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png)).toEqual({ file: [expect.stringContaining('not an XLSForm')] });
    expect(await refusal(Buffer.from('type,name,label\ntext,name,Your name\n'))).toEqual({
      file: [expect.stringContaining('.xlsx')],
    });
    expect(await refusal(Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toEqual({
      file: [expect.stringContaining('.xls')],
    });
    expect(await refusal(Buffer.alloc(0))).toEqual({ file: [expect.stringContaining('empty')] });
    // A zip that is not a workbook.
    expect(await refusal(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(100)]))).toEqual({
      file: [expect.stringContaining('not an XLSForm')],
    });
  });

  it('a zip that unpacks to far more than any XLSForm (checked before unpacking)', async () => {
    const workbook = await householdSurvey();
    expect(unpackedSize(workbook)).toBeGreaterThan(workbook.length);
    // The central directory of a bomb: one entry declaring 3 GB unpacked.
    const entry = Buffer.alloc(46 + 5);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(3 * 1024 ** 3, 24);
    entry.writeUInt16LE(5, 28);
    entry.write('a.xml', 46);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(4, 16);
    const bomb = Buffer.concat([Buffer.from('504b0304', 'hex'), entry, end]);
    expect(unpackedSize(bomb)).toBe(3 * 1024 ** 3);
    expect(await refusal(bomb)).toEqual({ file: [expect.stringContaining('too large once unpacked')] });
  });

  it('a workbook with no survey sheet, and a survey sheet with no name column', async () => {
    expect(await refusal(await notAnXlsForm())).toEqual({
      file: [expect.stringContaining('no "survey" sheet')],
    });
    expect(await refusal(await surveyWithoutName())).toEqual({
      file: [expect.stringContaining('no name column')],
    });
  });
});

describe('writeXlsForm', () => {
  it('writes what readXlsForm reads back to the same questions (every type)', async () => {
    const sections = everyType();
    const buffer = await writeXlsForm({ name: 'Round trip', version: 3, sections });
    const read = await readXlsForm(buffer);
    expect(read.issues).toEqual([]);
    expect(read.name).toBe('Round trip');
    expect(read.sections).toEqual(sections);
  });

  it('round-trips a Kobo form it has read', async () => {
    const first = await readXlsForm(await householdSurvey());
    const again = await readXlsForm(await writeXlsForm({ name: first.name!, sections: first.sections }));
    expect(again.issues).toEqual([]);
    expect(again.sections).toEqual(first.sections);
  });

  it('writes plain XLSForm that KoboToolbox reads: sections as field-list groups, languages as label:: columns', async () => {
    const buffer = await writeXlsForm({ name: 'Round trip', version: 3, sections: everyType() });
    const survey = await sheetRows(buffer, 'survey');
    const header = survey[0]!;
    expect(header.slice(0, 5)).toEqual(['type', 'name', 'label', 'label::Hausa (ha)', 'hint']);
    const cell = (name: string, column: string) =>
      survey.find((row) => row[1] === name)![header.indexOf(column)];
    expect(survey[1]!.slice(0, 3)).toEqual(['begin group', 'section_1', 'Every type']);
    expect(cell('section_1', 'appearance')).toBe('field-list');
    expect(cell('q1_paragraph', 'type')).toBe('text');
    expect(cell('q4_radio', 'type')).toBe('select_one q4_radio or_other');
    expect(cell('q6_list', 'appearance')).toBe('minimal');
    expect(cell('q7_yes_no', 'type')).toBe('select_one oversight_yes_no');
    expect(cell('q8_rating', 'parameters')).toBe('start=1 end=10 step=1');
    expect(cell('q8_rating', 'appearance')).toBe('rating');
    expect(cell('q15_email', 'oversight_type')).toBe('email');
    expect(cell('visits', 'repeat_count')).toBe('${q2_integer}');
    const choices = await sheetRows(buffer, 'choices');
    expect(choices[0]).toEqual(['list_name', 'name', 'label', 'label::Hausa (ha)', 'media::image', 'region']);
    expect(choices).toContainEqual(['oversight_yes_no', 'yes', 'Yes']);
    expect(await sheetRows(buffer, 'settings')).toEqual([
      ['form_title', 'form_id', 'version'],
      ['Round trip', 'round_trip', '3'],
    ]);
  });
});
