import type { QuestionInput, SectionInput } from '@oversight/shared/surveys/questions.schemas';

/** A top-level row of the survey sheet as read (groups and repeats hold theirs), with its Excel row number. */
export type Node = { row: number; question: QuestionInput };

const wraps = (group: QuestionInput) =>
  Boolean(
    group.relevant ||
    group.appearance.split(/\s+/).some((token) => token && token !== 'field-list') ||
    group.read_only,
  );

/**
 * Sections. The rule, kept simple so an author can predict it: every top-level `begin group` becomes one section (its
 * label is the section name, its hint the description), because KoboToolbox authors use top-level groups as the pages
 * of a form and our respondent sees one section at a time; a run of questions outside any group becomes a section
 * named after the form (numbered when there are several). A top-level group with skip logic (or an appearance other
 * than field-list) keeps them on a group question wrapping the section's questions, so no condition is lost.
 * Repeats stay questions.
 */
export function toSections(
  nodes: Node[],
  formName: string,
  issue: (row: number, column: string, message: string) => void,
): SectionInput[] {
  const sections: SectionInput[] = [];
  let loose: SectionInput | null = null;
  for (const { row, question } of nodes) {
    if (question.question_type !== 'group') {
      if (!loose) sections.push((loose = { name: formName, description: '', questions: [] }));
      loose.questions.push(question);
      continue;
    }
    loose = null;
    const inner = question.questions ?? [];
    const wrapped = wraps(question);
    // A wrapping group question keeps the title's translations; a plain section has no place for them.
    if (question.translations && !wrapped)
      issue(row, 'label', 'Section titles (top-level groups) are kept in the default language only.');
    const questions = wrapped
      ? [
          {
            ...question,
            appearance: question.appearance.replace(/\bfield-list\b/, '').trim(),
            questions: inner,
          },
        ]
      : inner;
    sections.push({ name: question.text.slice(0, 200), description: question.hint, questions });
  }
  // Section names are unique in a form: a second "Household" becomes "Household (2)".
  const taken = new Set<string>();
  for (const section of sections) {
    if (!section.name) continue;
    let name = section.name;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${section.name.slice(0, 190)} (${n})`;
    taken.add(name.toLowerCase());
    section.name = name;
  }
  return sections;
}
