import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea, TextInput } from '@mantine/core';
import {
  createOutcomeBodySchema,
  type CreateOutcomeBody,
  type CreateOutcomeInput,
  type Outcome,
} from '@oversight/shared/plans/plans.schemas';
import { FormModal, ModalForm } from '../../../components/ui/form-modal';
import { useSaveOutcome } from '../api/outcomes';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { useModalForm } from '../../../lib/use-modal-form';
import { useWatch } from 'react-hook-form';
import { SimilarTitles } from './similar-titles';

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
    <FormModal opened={opened} onClose={onClose} title={outcome ? `Edit ${word}` : `New ${word}`}>
      <OutcomeForm
        planId={planId}
        parentId={parentId}
        label={levelName ?? outcome?.level_name ?? 'Outcome'}
        outcome={outcome}
        onClose={onClose}
      />
    </FormModal>
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
  const saveOutcome = useSaveOutcome();
  const { form, submit, other, busy } = useModalForm<CreateOutcomeInput, CreateOutcomeBody>(
    {
      resolver: zodResolver(createOutcomeBodySchema),
      defaultValues: {
        plan_id: planId,
        parent_id: outcome ? outcome.parent_id : parentId,
        title: outcome?.title ?? '',
        description: outcome?.description ?? '',
      },
    },
    {
      fields: FIELDS,
      save: async (values) => {
        await saveOutcome.mutateAsync({ id: outcome?.id, body: values });
        onClose();
      },
    },
  );
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const title = useWatch({ control, name: 'title' });
  return (
    <ModalForm
      submit={submit}
      onCancel={onClose}
      submitLabel={outcome ? `Save ${levelWord(label)}` : `Add ${levelWord(label)}`}
      busy={busy}
      other={[...other, ...(errors.parent_id?.message ? [errors.parent_id.message] : [])]}
    >
      <TextInput
        label={label}
        placeholder={examples.outcome}
        required
        {...register('title')}
        error={errors.title?.message}
        data-autofocus
      />
      {outcome ? null : (
        <SimilarTitles
          kind="outcome"
          text={title}
          onUse={(used) => setValue('title', used, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...register('description')}
        error={errors.description?.message}
      />
    </ModalForm>
  );
}
