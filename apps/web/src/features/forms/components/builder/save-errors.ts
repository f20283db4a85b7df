import { flatDrafts, type DraftQuestion, type DraftSection } from './builder-state';
import { normalizedForm } from './form-names';

/** Messages of one question or section, by field (`options`, `settings` and the like flattened into one line). */
export type FieldErrors = Record<string, string>;
export type StructureErrors = {
  questions: Record<string, FieldErrors>;
  sections: Record<string, FieldErrors>;
  /** What names no question or section (shown above the builder). */
  other: string[];
};

export const NO_ERRORS: StructureErrors = { questions: {}, sections: {}, other: [] };

function messagesOf(value: unknown, label = ''): string[] {
  if (typeof value === 'string') return [label ? `${label}: ${value}` : value];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item, label));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, nested]) =>
      messagesOf(
        nested,
        /^\d+$/.test(key) ? `${label || 'Item'} ${Number(key) + 1}` : label ? `${label} ${key}` : key,
      ),
    );
  return [];
}

function fieldsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { question: messagesOf(value).join(' ') };
  return Object.fromEntries(
    Object.entries(value).map(([field, nested]) => [
      field,
      messagesOf(nested, field === 'options' ? 'Choice' : '').join(' '),
    ]),
  );
}

function placeByPosition(body: unknown, questions: DraftQuestion[], result: StructureErrors) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    if (body) result.other.push(...messagesOf(body));
    return;
  }
  for (const [index, value] of Object.entries(body)) {
    const question = /^\d+$/.test(index) ? questions[Number(index)] : undefined;
    if (!question || !value || typeof value !== 'object' || Array.isArray(value)) {
      result.other.push(...messagesOf(value, 'Questions'));
      continue;
    }
    const { questions: nested, ...fields } = value as Record<string, unknown>;
    if (Object.keys(fields).length)
      result.questions[question.key] = { ...result.questions[question.key], ...fieldsOf(fields) };
    if (nested) placeByPosition(nested, question.questions ?? [], result);
  }
}

/**
 * The save's 400 answer placed on the builder: {questions: {<name or "#n">: {...}}} on the question of that name (or
 * the n-th question in form order, counted from 1, when its name is not valid); unnamed questions go by the name the
 * server gives them, {sections: {<index>: {...}}} on that
 * section. Whatever cannot be placed stays in `other`. Null when the answer has no structure errors.
 */
export function structureErrors(body: unknown, sections: DraftSection[]): StructureErrors | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { questions, sections: sectionBody } = body as { questions?: unknown; sections?: unknown };
  if (!questions && !sectionBody) return null;
  const result: StructureErrors = { questions: {}, sections: {}, other: [] };
  const flat = flatDrafts(sections);
  // Unnamed questions are named by the server as normalizeSections names them here.
  const { names } = normalizedForm(sections);
  if (questions && typeof questions === 'object' && !Array.isArray(questions)) {
    for (const [ref, value] of Object.entries(questions)) {
      const position = /^#(\d+)$/.exec(ref);
      const found = position
        ? flat[Number(position[1]) - 1]
        : flat.find((entry) => names.get(entry.question.key) === ref);
      if (found) result.questions[found.question.key] = fieldsOf(value);
      else result.other.push(...messagesOf(value, `Question ${ref}`));
    }
  } else if (questions) result.other.push(...messagesOf(questions));
  if (sectionBody && typeof sectionBody === 'object' && !Array.isArray(sectionBody)) {
    for (const [index, value] of Object.entries(sectionBody)) {
      const section = /^\d+$/.test(index) ? sections[Number(index)] : undefined;
      if (!section || !value || typeof value !== 'object' || Array.isArray(value)) {
        result.other.push(...messagesOf(value, 'Sections'));
        continue;
      }
      // The schema's own checks nest by position: sections.<i>.questions.<j>(.questions.<k>).<field>.
      const { questions: nested, ...fields } = value as Record<string, unknown>;
      if (Object.keys(fields).length) result.sections[section.key] = fieldsOf(fields);
      placeByPosition(nested, section.questions, result);
    }
  } else if (sectionBody) result.other.push(...messagesOf(sectionBody));
  return result;
}

/** The first question or section with an error, in form order (scrolled into view and opened). */
export function firstErrorKey(errors: StructureErrors, sections: DraftSection[]): string | null {
  for (const section of sections) {
    if (errors.sections[section.key]) return section.key;
    const inSection = flatDrafts([section]).find(({ question }) => errors.questions[question.key]);
    if (inSection) return inSection.question.key;
  }
  return null;
}
