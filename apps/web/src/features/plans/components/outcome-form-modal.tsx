import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { Outcome } from '@oversight/shared/plans/plans.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { planKeys } from '../api/keys';
import { createOutcome, updateOutcome } from '../api/outcomes';
import { usePlanExamples } from '../hooks/use-plan-examples';
import { formErrors } from './form-errors';

const FIELDS = ['title', 'description'] as const;

/** Adds an outcome to a plan (`planId`) or edits one (`outcome`). */
export function OutcomeFormModal({ opened, onClose, planId, outcome }: { opened: boolean; onClose: () => void; planId: string; outcome?: Outcome }) {
  return (
    <Modal opened={opened} onClose={onClose} title={outcome ? 'Edit outcome' : 'New outcome'} size="lg">
      {opened ? <OutcomeForm planId={planId} outcome={outcome} onClose={onClose} /> : null}
    </Modal>
  );
}

function OutcomeForm({ planId, outcome, onClose }: { planId: string; outcome?: Outcome; onClose: () => void }) {
  const examples = usePlanExamples();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(outcome?.title ?? '');
  const [description, setDescription] = useState(outcome?.description ?? '');
  const save = useMutation({
    mutationFn: () => (outcome ? updateOutcome(outcome.id, { title, description }) : createOutcome({ plan_id: planId, title, description })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
  });
  const { byField, other } = formErrors(save.error, FIELDS);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <FormErrorAlert messages={other} />
        <TextInput label="Outcome" placeholder={examples.outcome} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={byField.title} data-autofocus />
        <Textarea label="Description" autosize minRows={2} value={description} onChange={(e) => setDescription(e.currentTarget.value)} error={byField.description} />
        <ModalFooter onCancel={onClose} onSubmit={() => save.mutate()} submitLabel={outcome ? 'Save outcome' : 'Add outcome'} busy={save.isPending} />
      </Stack>
    </form>
  );
}
