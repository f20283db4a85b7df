import { normalizeSections } from '@oversight/shared/surveys/form-definition';
import { CONTAINER_TYPES, type Question, type Section } from '@oversight/shared/surveys/questions.schemas';
import { toInput, type DraftQuestion, type DraftSection } from './builder-state';

let previewId = 0;
/** Ids for items not saved yet (the preview and the name check only; never sent). */
const temporaryId = () => `00000000-0000-4000-8000-${String((previewId += 1)).padStart(12, '0')}`;
const idsByKey = new Map<string, string>();
const idFor = (key: string) => {
  let id = idsByKey.get(key);
  if (!id) idsByKey.set(key, (id = temporaryId()));
  return id;
};

/** The same structure with an id on every section and question: a new item keeps one id while it is edited. */
function withIds(sections: DraftSection[], ids: Set<string>): DraftSection[] {
  const question = (q: DraftQuestion): DraftQuestion => {
    const id = q.id ?? idFor(q.key);
    ids.add(id);
    return { ...q, id, ...(q.questions ? { questions: q.questions.map(question) } : {}) };
  };
  return sections.map((section) => {
    const id = section.id ?? idFor(section.key);
    ids.add(id);
    return { ...section, id, questions: section.questions.map(question) };
  });
}

/**
 * The form as the server will store it (shared normalizeSections: generated names, choice values, defaults), and
 * each draft's key -> its name there. Unnamed questions get the same names the server will give them.
 */
export function normalizedForm(sections: DraftSection[]): {
  sections: Section[];
  names: Map<string, string>;
} {
  const ids = new Set<string>();
  const normalized = normalizeSections(toInput(withIds(sections, ids)), temporaryId, ids);
  const names = new Map<string, string>();
  const walk = (drafts: DraftQuestion[], saved: Question[]) =>
    drafts.forEach((draft, i) => {
      const match = saved[i];
      if (!match) return;
      names.set(draft.key, match.name);
      if (CONTAINER_TYPES.includes(draft.question_type)) walk(draft.questions ?? [], match.questions ?? []);
    });
  sections.forEach((section, i) => walk(section.questions, normalized[i]?.questions ?? []));
  return { sections: normalized, names };
}
