import type { FormErrors, ProjectFormValues } from './save-rules';

export interface StepProps {
  values: ProjectFormValues;
  errors: FormErrors;
  set: <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => void;
}
