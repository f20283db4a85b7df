import type { Section } from '@oversight/shared/surveys/questions.schemas';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import type { BuilderApi } from './builder-context';
import {
  ancestorsOf,
  builderReducer,
  flatDrafts,
  fromSaved,
  toInput,
  type DraftSection,
} from './builder-state';
import { normalizedForm } from './form-names';
import { firstErrorKey, NO_ERRORS, structureErrors, type StructureErrors } from './save-errors';

const snapshot = (sections: DraftSection[]) => JSON.stringify(toInput(sections));

/** Runs after React has put the moved or opened item in place. */
const afterPaint = (work: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(work) : setTimeout(work, 0);

export const itemDomId = (key: string) => `builder-item-${key}`;

/**
 * The builder's state (a reducer over the sections), what is unsaved, which cards are open, and the save's errors
 * placed on their questions. `initial` is the saved structure (or the starter of a new form).
 */
export function useFormBuilder(initial: DraftSection[]) {
  const [sections, dispatch] = useReducer(builderReducer, initial);
  const [baseline, setBaseline] = useState(() => snapshot(initial));
  const [errors, setErrors] = useState<StructureErrors>(NO_ERRORS);
  // New questions open ready to type; saved ones stay folded so a long form reads as a list.
  const [open, setOpenKeys] = useState<Set<string>>(
    () =>
      new Set(
        flatDrafts(initial)
          .filter(({ question }) => !question.id)
          .map(({ question }) => question.key),
      ),
  );
  const current = useMemo(() => snapshot(sections), [sections]);
  const dirty = current !== baseline;
  // The preview and the name checks follow a step behind while typing in a long form.
  const deferred = useDeferredValue(sections);
  const { sections: normalized, names } = useMemo(() => normalizedForm(deferred), [deferred]);
  const known = useMemo(() => {
    const all = new Set(names.values());
    for (const { question } of flatDrafts(sections))
      if (question.settings.or_other) all.add(`${names.get(question.key)}_other`);
    return all;
  }, [names, sections]);

  const setOpen = useCallback((key: string, value: boolean) => {
    setOpenKeys((previous) => {
      if (previous.has(key) === value) return previous;
      const next = new Set(previous);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const focusItem = useCallback((key: string) => {
    afterPaint(() => document.querySelector<HTMLElement>(`#${itemDomId(key)} [data-item-handle]`)?.focus());
  }, []);

  useEffect(() => {
    const key = firstErrorKey(errors, sections);
    if (!key) return;
    afterPaint(() =>
      document.getElementById(itemDomId(key))?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a save answered with errors
  }, [errors]);

  const api: BuilderApi = useMemo(
    () => ({
      sections,
      dispatch,
      errors,
      normalized,
      names,
      known,
      isOpen: (key) => open.has(key),
      setOpen,
      focusItem,
    }),
    [sections, errors, normalized, names, known, open, setOpen, focusItem],
  );

  return {
    api,
    sections,
    dirty,
    /** The body's `sections`. */
    input: () => toInput(sections),
    /** After a save: the server's ids and generated names, the same keys (cards stay open). */
    saved(savedSections: Section[]) {
      const next = fromSaved(savedSections, sections);
      dispatch({ type: 'reset', sections: next });
      setBaseline(snapshot(next));
      setErrors(NO_ERRORS);
    },
    /** Places a 400's structure errors on their questions; false when the answer had none. */
    showErrors(body: unknown): boolean {
      const found = structureErrors(body, sections);
      if (!found) return false;
      Object.keys(found.questions).forEach((key) =>
        [...ancestorsOf(sections, key), key].forEach((k) => setOpen(k, true)),
      );
      setErrors(found);
      return true;
    },
    clearErrors: () => setErrors(NO_ERRORS),
  };
}
export type FormBuilderState = ReturnType<typeof useFormBuilder>;
