import { createHash } from 'node:crypto';
import {
  FILE_TYPES,
  NUMERIC_TYPES,
  eachQuestion,
  type Question,
  type Section,
} from '@oversight/shared/surveys/questions.schemas';
import type { Answers, AnswerValue } from '@oversight/shared/surveys/responses.schemas';
import type { KoboAttachment, KoboSubmission } from '../../integrations/kobotoolbox/kobo-client.js';
import { isUuid } from '../../platform/ids.js';

/**
 * A KoboToolbox submission as our answers. Kobo keys answers by XPath ("group/question"), writes every value as text
 * (numbers, "lat lng alt acc" points, space-separated choices), repeats as lists of such objects, and names a file
 * answer by its file name, the file itself among `_attachments`.
 */

/** The submission's id: its _uuid (or meta/instanceID), as a UUID our client_id column takes. */
export function submissionKey(submission: KoboSubmission): string | null {
  const raw =
    (typeof submission._uuid === 'string' && submission._uuid) ||
    (typeof submission['meta/instanceID'] === 'string' ? submission['meta/instanceID'] : '');
  const id = raw.replace(/^uuid:/, '').trim();
  if (!id) return null;
  if (isUuid(id)) return id.toLowerCase();
  // Not a UUID (older or custom instance ids): the same text always gives the same UUID.
  const hex = createHash('sha256').update(`kobo:${id}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type PendingFile = {
  answerPath: (string | number)[];
  question: Question;
  attachment: KoboAttachment;
  name: string;
};

const leaf = (key: string) => key.split('/').pop() ?? key;

function converted(question: Question, value: unknown): AnswerValue | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // Kobo sends answers as text; anything else is kept as its JSON rather than "[object Object]".
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const type = question.question_type;
  if (NUMERIC_TYPES.includes(type)) {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  if (type === 'select-multiple' || type === 'ranking') return text.split(/\s+/).filter(Boolean);
  if (type === 'location') {
    const [latitude, longitude, altitude, accuracy] = text.trim().split(/\s+/).map(Number);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return text;
    return {
      latitude: latitude!,
      longitude: longitude!,
      ...(Number.isFinite(altitude) ? { altitude: altitude! } : {}),
      ...(Number.isFinite(accuracy) ? { accuracy: accuracy! } : {}),
    };
  }
  // Kobo writes times with milliseconds and an offset ("10:15:00.000+01:00"); ours are HH:MM[:SS].
  if (type === 'time') return text.slice(0, 8);
  if (type === 'date') return text.slice(0, 10);
  return text;
}

/** Answers of one level (the submission, or a repeat's entry); file answers are left to `files`. */
function mapLevel(
  entry: Record<string, unknown>,
  questions: Map<string, Question>,
  files: PendingFile[],
  attachments: KoboAttachment[],
  path: (string | number)[],
): Answers {
  const answers: Answers = {};
  for (const [key, value] of Object.entries(entry)) {
    if (key.startsWith('_') || key.startsWith('meta/') || key.startsWith('formhub/') || key === '__version__')
      continue;
    const name = leaf(key);
    const question = questions.get(name);
    if (!question) continue;
    if (question.question_type === 'repeat') {
      if (!Array.isArray(value)) continue;
      const inner = new Map(
        [...eachQuestion([{ questions: question.questions ?? [] }])].map(({ question: child }) => [
          child.name,
          child,
        ]),
      );
      answers[name] = value.map((item, index) =>
        mapLevel((item ?? {}) as Record<string, unknown>, inner, files, attachments, [...path, name, index]),
      );
      continue;
    }
    if (FILE_TYPES.includes(question.question_type)) {
      const fileName = String(value);
      const attachment = attachments.find((item) => {
        const stored = item.filename ?? '';
        return (
          stored === fileName ||
          stored.endsWith(`/${fileName}`) ||
          leaf(stored) === fileName.replace(/\s/g, '_')
        );
      });
      if (attachment) files.push({ answerPath: [...path, name], question, attachment, name: fileName });
      continue;
    }
    const answer = converted(question, value);
    if (answer !== undefined) answers[name] = answer;
  }
  return answers;
}

/** The submission's answers and the files still to fetch (their answers are set once stored). */
export function mapSubmission(
  sections: Section[],
  submission: KoboSubmission,
): { answers: Answers; files: PendingFile[] } {
  const top = new Map<string, Question>();
  for (const { question, parents } of eachQuestion(sections))
    if (!parents.some((parent) => parent.question_type === 'repeat')) top.set(question.name, question);
  const files: PendingFile[] = [];
  const answers = mapLevel(submission, top, files, submission._attachments ?? [], []);
  return { answers, files };
}

/** Sets a file's id at its place in the answers (top level or inside a repeat entry). */
export function setAt(answers: Answers, path: (string | number)[], value: string) {
  let holder: unknown = answers;
  for (const step of path.slice(0, -1)) holder = (holder as Record<string | number, unknown>)[step];
  if (holder && typeof holder === 'object')
    (holder as Record<string | number, unknown>)[path[path.length - 1]!] = value;
}
