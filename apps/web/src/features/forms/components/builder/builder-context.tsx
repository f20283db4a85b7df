import type { Section } from '@oversight/shared/surveys/questions.schemas';
import { createContext, useContext, type Dispatch } from 'react';
import type { BuilderAction, DraftSection } from './builder-state';
import type { StructureErrors } from './save-errors';

/** What every part of the builder reads and changes (one reducer, owned by useFormBuilder). */
export type BuilderApi = {
  sections: DraftSection[];
  dispatch: Dispatch<BuilderAction>;
  errors: StructureErrors;
  /** The form as it will be saved (generated names, choice values): for the preview and the pickers. */
  normalized: Section[];
  /** Each question's name there, by key. */
  names: Map<string, string>;
  /** The names expressions may use (questions, and the "Other" text of or_other questions). */
  known: ReadonlySet<string>;
  isOpen: (key: string) => boolean;
  setOpen: (key: string, open: boolean) => void;
  /** Moves focus back to an item's handle once it has moved (keyboard users stay where they were). */
  focusItem: (key: string) => void;
};

export const BuilderContext = createContext<BuilderApi | null>(null);

export function useBuilderApi(): BuilderApi {
  const api = useContext(BuilderContext);
  if (!api) throw new Error('useBuilderApi is used inside <FormBuilder>.');
  return api;
}
