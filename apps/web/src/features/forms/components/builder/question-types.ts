import { QUESTION_TYPE_LABELS, type QuestionType } from '@oversight/shared/surveys/questions.schemas';

/** QUESTION_TYPES grouped as people look for them in the "Question type" list. */
const GROUPS: [string, QuestionType[]][] = [
  ['Text', ['text', 'paragraph', 'email', 'phone', 'link', 'barcode']],
  ['Choices', ['radio', 'select-multiple', 'list', 'yes-no', 'acknowledge', 'likert', 'ranking']],
  ['Numbers and scales', ['integer', 'float', 'appropriation', 'rating', 'linear-scale']],
  ['Date and time', ['date', 'time', 'datetime']],
  ['Place, photo and files', ['location', 'geotrace', 'geoshape', 'photo', 'audio', 'video', 'file']],
  ['Nigeria and the platform', ['state', 'lga', 'ward', 'geopolitical-zone', 'mda', 'project']],
  ['Layout and logic', ['note', 'calculate', 'hidden', 'group', 'repeat']],
];

export const QUESTION_TYPE_GROUPS = GROUPS.map(([group, types]) => ({
  group,
  items: types.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] })),
}));
