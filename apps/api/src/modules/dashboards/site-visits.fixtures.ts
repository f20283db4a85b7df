import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';

/**
 * The form the dashboards' form tests answer: a choice, a multiple choice, a number, yes/no, a state (all in the
 * answer index), a text and a date (read from the answers' JSON).
 */
export const SITE_VISIT_SECTIONS = [
  {
    name: 'Visit',
    questions: [
      {
        name: 'region',
        text: 'Region',
        question_type: 'radio',
        options: [{ label: 'North' }, { label: 'South' }],
      },
      {
        name: 'services',
        text: 'Services',
        question_type: 'select-multiple',
        options: [{ label: 'Water' }, { label: 'Power' }, { label: 'Roads' }],
      },
      { name: 'score', text: 'Score', question_type: 'integer' },
      { name: 'happy', text: 'Happy?', question_type: 'yes-no' },
      { name: 'state', text: 'State', question_type: 'state' },
      { name: 'comment', text: 'Comment', question_type: 'text' },
      { name: 'visited', text: 'Visited on', question_type: 'date' },
    ],
  },
] as unknown as SectionInput[];

/** The questions of SITE_VISIT_SECTIONS the answer index holds. */
export const SITE_VISIT_INDEXED = new Set(['region', 'services', 'score', 'happy', 'state']);
