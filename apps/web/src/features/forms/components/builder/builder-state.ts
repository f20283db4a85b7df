import {
  CONTAINER_TYPES,
  questionDefaults,
  type Question,
  type QuestionInput,
  type QuestionOptionInput,
  type Section,
  type SectionInput,
} from '@oversight/shared/surveys/questions.schemas';

/**
 * The builder's state: the form's sections and questions as they will be saved, each with a `key` of its own
 * (saved items have ids, new ones do not yet; dnd-kit, React and focus need a stable handle either way).
 */
export type DraftQuestion = Omit<QuestionInput, 'questions'> & { key: string; questions?: DraftQuestion[] };
export type DraftSection = Omit<SectionInput, 'questions'> & { key: string; questions: DraftQuestion[] };

let counter = 0;
/** A key unique in this page's life (never sent to the server). */
export const newKey = () => `k${(counter += 1)}`;

export function blankQuestion(patch: Partial<DraftQuestion> = {}): DraftQuestion {
  return {
    ...questionDefaults(),
    key: newKey(),
    ...patch,
  };
}

export const blankSection = (patch: Partial<DraftSection> = {}): DraftSection => ({
  key: newKey(),
  name: '',
  description: '',
  questions: [],
  ...patch,
});

function questionFromSaved(saved: Question, previous?: DraftQuestion): DraftQuestion {
  const { questions, ...rest } = saved;
  const draft: DraftQuestion = { ...blankQuestion(), ...rest, key: previous?.key ?? saved.id };
  if (questions)
    draft.questions = questions.map((child, i) => questionFromSaved(child, previous?.questions?.[i]));
  return draft;
}

/**
 * The builder's state from the server's sections. With `previous` (the state that was saved), items keep their keys
 * by position: the server keeps the order, so open cards and focus survive a save.
 */
export function fromSaved(sections: Section[], previous?: DraftSection[]): DraftSection[] {
  return sections.map((section, i) => ({
    key: previous?.[i]?.key ?? section.id,
    id: section.id,
    name: section.name,
    description: section.description,
    questions: section.questions.map((question, j) =>
      questionFromSaved(question, previous?.[i]?.questions[j]),
    ),
  }));
}

/** A choice as saved: a filter column left empty on it is not sent (the column exists while a choice has a value). */
function optionInput(option: QuestionOptionInput): QuestionOptionInput {
  if (!option.filters) return option;
  const { filters, ...rest } = option;
  const given = Object.entries(filters).filter(([, value]) => value.trim());
  return given.length ? { ...rest, filters: Object.fromEntries(given) } : rest;
}

function questionInput({ key: _key, questions, ...rest }: DraftQuestion): QuestionInput {
  const input: QuestionInput = {
    ...rest,
    images: rest.images.map((url) => url.trim()).filter(Boolean),
    options: rest.options.map(optionInput),
  };
  if (!input.name) delete input.name;
  if (CONTAINER_TYPES.includes(rest.question_type)) input.questions = (questions ?? []).map(questionInput);
  return input;
}

/** What PATCH/POST /surveys/ receives: the whole structure, ids kept, keys dropped. */
export const toInput = (sections: DraftSection[]): SectionInput[] =>
  sections.map(({ key: _key, questions, ...rest }) => ({ ...rest, questions: questions.map(questionInput) }));

/** A copy with fresh keys and no ids or names (the server gives the copy its own). */
function copyQuestion(question: DraftQuestion): DraftQuestion {
  const { id: _id, name: _name, ...rest } = question;
  const copy: DraftQuestion = {
    ...rest,
    key: newKey(),
    options: rest.options.map(({ id: _optionId, ...option }) => option),
  };
  if (rest.questions) copy.questions = rest.questions.map(copyQuestion);
  return copy;
}

export type BuilderAction =
  | { type: 'reset'; sections: DraftSection[] }
  | { type: 'addSection'; index?: number }
  | { type: 'updateSection'; key: string; patch: Partial<Pick<DraftSection, 'name' | 'description'>> }
  | { type: 'duplicateSection'; key: string }
  | { type: 'removeSection'; key: string }
  | { type: 'moveSection'; key: string; to: number }
  /** `container` is a section key or a group/repeat question key; at the end when `index` is not given. */
  | { type: 'addQuestion'; container: string; index?: number; question?: DraftQuestion }
  | { type: 'updateQuestion'; key: string; patch: Partial<DraftQuestion> }
  | { type: 'duplicateQuestion'; key: string }
  | { type: 'removeQuestion'; key: string }
  | { type: 'moveQuestion'; key: string; container: string; index: number };

const clamp = (value: number, length: number) => Math.max(0, Math.min(value, length));
function insert<T>(list: T[], index: number | undefined, item: T): T[] {
  const next = [...list];
  next.splice(index === undefined ? next.length : clamp(index, next.length), 0, item);
  return next;
}

/** Applies `edit` to the question list of `container` (a section or a group/repeat), wherever it is. */
function editList(
  sections: DraftSection[],
  container: string,
  edit: (questions: DraftQuestion[]) => DraftQuestion[],
): DraftSection[] {
  const walk = (questions: DraftQuestion[]): DraftQuestion[] =>
    questions.map((question) => {
      if (question.key === container) return { ...question, questions: edit(question.questions ?? []) };
      return question.questions ? { ...question, questions: walk(question.questions) } : question;
    });
  return sections.map((section) =>
    section.key === container
      ? { ...section, questions: edit(section.questions) }
      : { ...section, questions: walk(section.questions) },
  );
}

/** Where a question sits: the key of its list's owner, its index, and the question itself. */
export function locate(
  sections: DraftSection[],
  key: string,
): { container: string; index: number; question: DraftQuestion; section: DraftSection } | null {
  for (const section of sections) {
    const search = (owner: string, questions: DraftQuestion[]): ReturnType<typeof locate> => {
      for (const [index, question] of questions.entries()) {
        if (question.key === key) return { container: owner, index, question, section };
        const inner = question.questions ? search(question.key, question.questions) : null;
        if (inner) return inner;
      }
      return null;
    };
    const found = search(section.key, section.questions);
    if (found) return found;
  }
  return null;
}

/** True when `key` is `ancestor` or sits inside it (a group cannot move into itself). */
function within(question: DraftQuestion, key: string): boolean {
  return question.key === key || (question.questions ?? []).some((child) => within(child, key));
}

export function builderReducer(sections: DraftSection[], action: BuilderAction): DraftSection[] {
  switch (action.type) {
    case 'reset':
      return action.sections;
    case 'addSection':
      return insert(sections, action.index, blankSection());
    case 'updateSection':
      return sections.map((section) =>
        section.key === action.key ? { ...section, ...action.patch } : section,
      );
    case 'duplicateSection': {
      const index = sections.findIndex((section) => section.key === action.key);
      if (index < 0) return sections;
      const { id: _id, ...source } = sections[index]!;
      const copy = {
        ...source,
        key: newKey(),
        name: source.name ? `${source.name} (copy)` : '',
        questions: source.questions.map(copyQuestion),
      };
      return insert(sections, index + 1, copy);
    }
    case 'removeSection':
      return sections.filter((section) => section.key !== action.key);
    case 'moveSection': {
      const index = sections.findIndex((section) => section.key === action.key);
      if (index < 0) return sections;
      const rest = sections.filter((_, i) => i !== index);
      return insert(rest, action.to, sections[index]!);
    }
    case 'addQuestion':
      return editList(sections, action.container, (questions) =>
        insert(questions, action.index, action.question ?? blankQuestion()),
      );
    case 'updateQuestion': {
      const found = locate(sections, action.key);
      if (!found) return sections;
      const next = { ...found.question, ...action.patch };
      // A question that becomes a group or repeat gets its list; one that stops being one keeps it out of the save.
      if (CONTAINER_TYPES.includes(next.question_type) && !next.questions) next.questions = [];
      return editList(sections, found.container, (questions) =>
        questions.map((q) => (q.key === action.key ? next : q)),
      );
    }
    case 'duplicateQuestion': {
      const found = locate(sections, action.key);
      if (!found) return sections;
      return editList(sections, found.container, (questions) =>
        insert(questions, found.index + 1, copyQuestion(found.question)),
      );
    }
    case 'removeQuestion': {
      const found = locate(sections, action.key);
      if (!found) return sections;
      return editList(sections, found.container, (questions) =>
        questions.filter((q) => q.key !== action.key),
      );
    }
    case 'moveQuestion': {
      const found = locate(sections, action.key);
      if (!found || within(found.question, action.container)) return sections;
      const without = editList(sections, found.container, (questions) =>
        questions.filter((q) => q.key !== action.key),
      );
      return editList(without, action.container, (questions) =>
        insert(questions, action.index, found.question),
      );
    }
  }
}

/** Every question in form order (groups and repeats included, then their questions), with its section. */
export function flatDrafts(sections: DraftSection[]): { question: DraftQuestion; section: DraftSection }[] {
  const out: { question: DraftQuestion; section: DraftSection }[] = [];
  const walk = (section: DraftSection, questions: DraftQuestion[]) => {
    for (const question of questions) {
      out.push({ question, section });
      // Only groups and repeats keep their questions on save (a group retyped as text drops them).
      if (question.questions && CONTAINER_TYPES.includes(question.question_type))
        walk(section, question.questions);
    }
  };
  for (const section of sections) walk(section, section.questions);
  return out;
}

/** A new form starts with one section holding one question, ready to type. */
export const starterSections = (): DraftSection[] => [blankSection({ questions: [blankQuestion()] })];

/** The keys of the groups and repeats around a question, outermost first (opened to show it). */
export function ancestorsOf(sections: DraftSection[], key: string): string[] {
  const found = locate(sections, key);
  if (!found || sections.some((section) => section.key === found.container)) return [];
  return [...ancestorsOf(sections, found.container), found.container];
}
