import { useFormContext, useWatch } from 'react-hook-form';
import type { ProjectFormValues } from './save-rules';

/** What a step of the project form uses of the form (ProjectForm's FormProvider): its values, messages and setter. */
export function useProjectForm() {
  const { control, register, setValue, formState } = useFormContext<ProjectFormValues>();
  const values = useWatch({ control }) as ProjectFormValues;
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValue(key as never, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return { control, register, values, errors: formState.errors, set };
}
