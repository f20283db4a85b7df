import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createOutcomeBodySchema,
  type CreateOutcomeBody,
  type CreateOutcomeInput,
  type Outcome,
} from '@oversight/shared/plans/plans.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { planKeys } from '../api/keys';
import { createOutcome, updateOutcome } from '../api/outcomes';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { applyFormErrors } from '../../../lib/form-errors';

const FIELDS = ['title', 'description', 'parent_id'] as const;

/** The level's name in lower case for the dialog's title ("New pillar"); "outcome" when the organisation names none. */
export const levelWord = (name: string | null | undefined) => (name ? name.toLowerCase() : 'outcome');

/**
 * Adds an item to a plan (`planId`, under `parentId` when given) or edits one (`outcome`). `levelName` names the
 * level it is at (the organisation's levels; "Outcome" when there are none).
 */
export function OutcomeFormModal({
  opened,
  onClose,
  planId,
  parentId = null,
  levelName,
  outcome,
}: {
  opened: boolean;
  onClose: () => void;
  planId: string;
  parentId?: string | null;
  levelName?: string | null;
  outcome?: Outcome;
}) {
  const word = levelWord(levelName ?? outcome?.level_name);
  return (
    <Modal opened={opened} onClose={onClose} title={outcome ? `Edit ${word}` : `New ${word}`} size="lg">
      {opened ? (
        <OutcomeForm
          planId={planId}
          parentId={parentId}
          label={levelName ?? outcome?.level_name ?? 'Outcome'}
          outcome={outcome}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function OutcomeForm({
  planId,
  parentId,
  label,
  outcome,
  onClose,
}: {
  planId: string;
  parentId: string | null;
  label: string;
  outcome?: Outcome;
  onClose: () => void;
}) {
  const examples = usePlanExamples();
  const queryClient = useQueryClient();
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateOutcomeInput, unknown, CreateOutcomeBody>({
    resolver: zodResolver(createOutcomeBodySchema),
    defaultValues: {
      plan_id: planId,
      parent_id: outcome ? outcome.parent_id : parentId,
      title: outcome?.title ?? '',
      description: outcome?.description ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    setOther([]);
    try {
      if (outcome) await updateOutcome(outcome.id, { title: values.title, description: values.description });
      else await createOutcome(values);
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    } catch (error) {
      setOther(applyFormErrors(error, setError, FIELDS));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormErrorAlert
          messages={[...other, ...(errors.parent_id?.message ? [errors.parent_id.message] : [])]}
        />
        <TextInput
          label={label}
          placeholder={examples.outcome}
          required
          {...register('title')}
          error={errors.title?.message}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => void submit()}
          submitLabel={outcome ? `Save ${levelWord(label)}` : `Add ${levelWord(label)}`}
          busy={isSubmitting}
        />
      </Stack>
    </form>
  );
}
