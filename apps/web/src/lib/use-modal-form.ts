import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { applyFormErrors } from './form-errors';

/**
 * A form of a modal (see `components/ui/form-modal.tsx`): react-hook-form with the form's options, and a submit that
 * runs `save` (usually a mutation hook's mutateAsync) and puts a 400's messages under the named `fields`, the rest
 * in `other` for the alert above the form.
 */
export function useModalForm<TInput extends FieldValues, TBody>(
  options: UseFormProps<TInput, unknown, TBody>,
  { fields, save }: { fields: readonly Path<TInput>[]; save: (values: TBody) => Promise<unknown> },
) {
  const [other, setOther] = useState<string[]>([]);
  const form = useForm<TInput, unknown, TBody>(options);
  const submit = form.handleSubmit(async (values) => {
    setOther([]);
    try {
      await save(values);
    } catch (error) {
      setOther(applyFormErrors(error, form.setError, fields));
    }
  });
  return { form, submit, other, busy: form.formState.isSubmitting };
}
