import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSections, normalizeSections } from '@oversight/shared/surveys/form-definition';
import {
  sectionsInputSchema,
  type QuestionInput,
  type SectionInput,
} from '@oversight/shared/surveys/questions.schemas';
import { REAL_WORLD_FORMS, realWorldWorkbook } from './fixtures/real-world.js';
import { readXlsForm } from './xlsform-reader.js';
import { writeXlsForm } from './xlsform-writer.js';

const types = (sections: SectionInput[]) => {
  const found: Record<string, string> = {};
  const walk = (questions: QuestionInput[]) =>
    questions.forEach((question) => {
      found[question.name!] = question.question_type;
      walk(question.questions ?? []);
    });
  sections.forEach((section) => walk(section.questions));
  return found;
};

describe('real-world XLSForms (the XLSForm project examples, spelled as there)', () => {
  for (const form of REAL_WORLD_FORMS) {
    it(`${form.name}: imports every question, a valid form, reporting only what it cannot carry`, async () => {
      const read = await readXlsForm(await realWorldWorkbook(form));
      expect(read.issues.map((issue) => [issue.row, issue.column])).toEqual(form.issues);
      expect(types(read.sections)).toEqual(form.questions);
      // What the import route checks before creating the draft: no 400.
      const parsed = sectionsInputSchema.parse(read.sections);
      expect(checkSections(normalizeSections(parsed, randomUUID))).toBeNull();
    });

    it(`${form.name}: exports and imports again to the same questions`, async () => {
      const first = await readXlsForm(await realWorldWorkbook(form));
      const again = await readXlsForm(
        await writeXlsForm({ name: first.name ?? form.name, sections: first.sections }),
      );
      expect(again.issues).toEqual([]);
      expect(again.sections).toEqual(first.sections);
    });
  }

  it('reads the spellings the issue names: label:English, select one from X or specify other, list name', async () => {
    const [yesNo, other] = await Promise.all(
      ['yes_or_no_question', 'specify_other'].map(async (name) =>
        readXlsForm(await realWorldWorkbook(REAL_WORLD_FORMS.find((form) => form.name === name)!)),
      ),
    );
    const good = yesNo!.sections[0]!.questions[0]!;
    expect(good).toMatchObject({ name: 'good_day', text: 'have you had a good day today?' });
    expect(good.options.map((option) => option.value)).toEqual(['yes', 'no']);
    const sex = other!.sections[0]!.questions[0]!;
    expect(sex).toMatchObject({ text: 'What sex are you?', settings: { or_other: true } });
    expect(sex.options.map((option) => option.label)).toEqual(['Male', 'Female']);
  });

  it('keeps a note that is only a picture, cascades, repeat counts, range steps and bind: columns', async () => {
    const read = async (name: string) =>
      readXlsForm(await realWorldWorkbook(REAL_WORLD_FORMS.find((form) => form.name === name)!));
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
    const media = byName((await read('media_and_languages')).sections);
    expect(media.get('n2')).toMatchObject({ text: '', images: ['https://example.org/map.png'] });
    expect(media.get('n1')!.text).toBe('greeting.jpg');
    expect(media.get('n3')).toMatchObject({ text: 'Thank you', images: ['https://example.org/thanks.png'] });
    expect(media.get('q1')!.options[0]).toMatchObject({ value: 'na', image: 'https://example.org/la.png' });
    const household = await read('household_cascade');
    expect(household.name).toBe('Household');
    const questions = byName(household.sections);
    expect(questions.get('lga')).toMatchObject({ choice_filter: 'state=${state}', required: true });
    expect(questions.get('lga')!.options[0]).toMatchObject({ value: 'ikeja', filters: { state: 'lagos' } });
    expect(questions.get('member')!.settings.repeat_count).toBe('${members}');
    expect(questions.get('score')!.settings).toMatchObject({ min: 0, max: 10, step: 2 });
    expect(questions.get('member_sex')!.settings.or_other).toBe(true);
    expect(questions.get('also')!.relevant).toBe('${members} > 1');
    const widgets = byName((await read('widgets')).sections);
    expect(widgets.get('my_int')).toMatchObject({
      constraint: '. < 10',
      constraint_message: 'number must be less than 10',
    });
    expect(widgets.get('my_output')!.read_only).toBe(true);
    expect(widgets.get('spinner')!.question_type).toBe('list');
  });
});
