import type { AvailableField } from '@oversight/shared/surveys/results.schemas';

type Repeat = AvailableField['repeat'];

/** The repeats holding a question, as words: "Rooms › Desks". */
export const repeatWords = (repeat: Repeat) => repeat.map((item) => item.text || item.name).join(' › ');

/** What a repeat question's numbers count, for a chart's or a cross-tab's subtitle (null outside repeats). */
export const perEntryNote = (repeat: Repeat) =>
  repeat.length ? `Counted per entry of ${repeatWords(repeat)}` : null;

/**
 * Questions for a picker: those outside repeats first, then each repeat's under its own heading (their numbers count
 * the repeat's entries). Without repeats, a plain list.
 */
export function fieldOptions(fields: AvailableField[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const field of fields) {
    const group = field.repeat.length ? `Each entry of ${repeatWords(field.repeat)}` : 'Questions';
    const items = groups.get(group) ?? [];
    items.push({ value: field.name, label: field.text || field.name });
    groups.set(group, items);
  }
  if (fields.every((field) => !field.repeat.length)) return groups.get('Questions') ?? [];
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * Whether two questions can be cross-tabulated: entries of one repeat meet their own answers and those of what holds
 * them, but two sibling repeats' entries do not meet.
 */
export function crossable(a: AvailableField, b: AvailableField) {
  const [outer, inner] = a.repeat.length <= b.repeat.length ? [a, b] : [b, a];
  return outer.repeat.every((item, i) => inner.repeat[i]?.name === item.name);
}
