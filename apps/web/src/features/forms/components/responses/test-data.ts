import {
  questionDefaults,
  type FlatQuestion,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { SurveyResponse, SurveyResponseDetail } from '@oversight/shared/surveys/responses.schemas';
import type { SurveyDetail } from '@oversight/shared/surveys/surveys.schemas';
import { FORM_ID } from '../../../../test/fixtures';

export const RESPONSE_ID = '00000000-0000-4000-8000-0000000000a1';

const question = (
  overrides: Partial<FlatQuestion> & Pick<FlatQuestion, 'id' | 'name' | 'question_type' | 'text'>,
): FlatQuestion => ({
  required: false,
  options: [],
  section: { id: 's1', name: 'School' },
  parent: null,
  in_repeat: null,
  position: 0,
  removed: false,
  version: 2,
  ...overrides,
});

export const QUESTIONS: FlatQuestion[] = [
  question({ id: 'q1', name: 'school_name', question_type: 'text', text: 'School name' }),
  question({
    id: 'q2',
    name: 'condition',
    question_type: 'radio',
    text: 'Building condition',
    options: [
      { id: 'o1', label: 'Good', value: 'good' },
      { id: 'o2', label: 'Needs repair', value: 'repair' },
    ],
  }),
  question({ id: 'q3', name: 'has_water', question_type: 'yes-no', text: 'Has running water' }),
  question({ id: 'q4', name: 'site', question_type: 'location', text: 'Site location' }),
  question({ id: 'q5', name: 'note_1', question_type: 'note', text: 'Thank you' }),
  question({
    id: 'q6',
    name: 'old_score',
    question_type: 'integer',
    text: 'Old score',
    removed: true,
    version: 1,
  }),
];

const base = {
  id: 's1',
  name: 'School',
  description: '',
};
const full = (q: FlatQuestion) => ({
  ...questionDefaults(),
  id: q.id,
  name: q.name,
  question_type: q.question_type,
  text: q.text,
  options: q.options,
});
export const SECTIONS: Section[] = [{ ...base, questions: QUESTIONS.filter((q) => !q.removed).map(full) }];

/** What sets the responses' form apart from the fixture's draft: published at version 2, with the questions above. */
export const ANSWERED_FORM = {
  is_published: true,
  closed_reason: null,
  version: 2,
  questions_count: 5,
  responses_count: 1,
  sections: SECTIONS,
} satisfies Partial<SurveyDetail>;

export const makeResponse = (overrides: Partial<SurveyResponse> = {}): SurveyResponse => ({
  id: RESPONSE_ID,
  survey: { id: FORM_ID, name: 'School inspection' },
  version: 2,
  is_draft: false,
  answers: {
    school_name: 'Kuje Primary',
    condition: 'repair',
    has_water: 'no',
    site: { latitude: 8.88, longitude: 7.23 },
    old_score: 4,
  },
  respondent: null,
  files: [],
  submitted_at: '2026-02-03T10:15:00Z',
  created: '2026-02-03T10:00:00Z',
  modified: '2026-02-03T10:15:00Z',
  edited: true,
  abilities: { edit: true, delete: true },
  ...overrides,
});

export const makeDetail = (overrides: Partial<SurveyResponseDetail> = {}): SurveyResponseDetail => ({
  ...makeResponse(),
  respondent: { id: 'u2', display_name: 'Amina Bello' },
  sections: SECTIONS,
  changes: [
    {
      changed_by: { id: 'u1', display_name: 'Works Admin' },
      changed_at: '2026-02-04T09:00:00Z',
      changes: [{ question: 'condition', from: 'good', to: 'repair' }],
    },
  ],
  ...overrides,
});

export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});
