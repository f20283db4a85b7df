import type { SectionInput } from '@oversight/shared/surveys/questions.schemas';

/** A field inspection in the spirit of the ones ministries run: skip logic, a calculation, a repeat, a photo. */
export const INSPECTION: SectionInput[] = [
  {
    name: 'The site',
    description: '',
    questions: [
      { text: 'Inspector name', question_type: 'text', required: true } as never,
      { name: 'visited', text: 'Did you visit the site?', question_type: 'yes-no', required: true } as never,
      {
        name: 'why_not',
        text: 'Why not?',
        question_type: 'paragraph',
        relevant: "${visited} = 'no'",
        required: true,
      } as never,
      {
        name: 'condition',
        text: 'Condition of the road',
        question_type: 'radio',
        relevant: "${visited} = 'yes'",
        options: [{ label: 'Good' }, { label: 'Fair' }, { label: 'Poor' }],
        settings: { or_other: true },
      } as never,
      {
        name: 'workers',
        text: 'Workers on site',
        question_type: 'integer',
        constraint: '. >= 0 and . <= 500',
        constraint_message: 'Between 0 and 500.',
      } as never,
      { name: 'machines', text: 'Machines on site', question_type: 'integer' } as never,
      {
        name: 'total',
        text: 'Workers and machines',
        question_type: 'calculate',
        calculation: 'coalesce(${workers}, 0) + coalesce(${machines}, 0)',
      } as never,
    ],
  },
  {
    name: 'Evidence',
    description: 'Photos and classrooms',
    questions: [
      { name: 'photo', text: 'Photo of the site', question_type: 'photo' } as never,
      { name: 'spot', text: 'Where are you?', question_type: 'location' } as never,
      {
        name: 'rooms',
        text: 'Classrooms',
        question_type: 'repeat',
        settings: { max_repeats: 3 },
        questions: [
          { name: 'pupils', text: 'Pupils in the room', question_type: 'integer', required: true } as never,
        ],
      } as never,
      {
        name: 'services',
        text: 'Services present',
        question_type: 'select-multiple',
        options: [{ label: 'Water' }, { label: 'Power' }],
      } as never,
    ],
  },
];
