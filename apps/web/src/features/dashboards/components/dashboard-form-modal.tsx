import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  createDashboardBodySchema,
  DASHBOARD_DESCRIPTION_MAX,
  DASHBOARD_NAME_MAX,
  type CreateDashboardBody,
  type CreateDashboardInput,
  type Dashboard,
} from '@oversight/shared/dashboards/dashboards.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { applyFormErrors } from '../../../lib/form-errors';
import { useSaveDashboard } from '../api/update-dashboard';

/**
 * New dashboard (no `dashboard`) or edit its name and description. Mounted only while open, so it starts from the
 * dashboard's current values each time.
 */
export function DashboardFormModal({
  dashboard,
  onClose,
  onSaved,
}: {
  dashboard?: Dashboard;
  onClose: () => void;
  onSaved: (saved: Dashboard) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const saveDashboard = useSaveDashboard();
  const [other, setOther] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateDashboardInput, unknown, CreateDashboardBody>({
    resolver: zodResolver(createDashboardBodySchema),
    defaultValues: { name: dashboard?.name ?? '', description: dashboard?.description ?? '' },
  });
  const submit = handleSubmit(async (body) => {
    setOther([]);
    try {
      const saved = await saveDashboard.mutateAsync({ id: dashboard?.id, body });
      onSaved(saved);
    } catch (error) {
      setOther(
        applyFormErrors(
          error,
          setError,
          ['name', 'description'],
          'The dashboard could not be saved. Check your connection and try again.',
        ),
      );
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={dashboard ? `Edit “${dashboard.name}”` : 'New dashboard'}
      fullScreen={phone}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FormErrorAlert messages={other} />
          <TextInput
            label="Name"
            description="People you share it with see this name."
            placeholder="Road projects 2026"
            required
            data-autofocus
            maxLength={DASHBOARD_NAME_MAX}
            {...register('name')}
            error={errors.name?.message}
          />
          <Textarea
            label="Description"
            description="What the dashboard is for (optional)."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DASHBOARD_DESCRIPTION_MAX}
            {...register('description')}
            error={errors.description?.message}
          />
          <ModalFooter
            onCancel={onClose}
            onSubmit={() => void submit()}
            submitLabel={dashboard ? 'Save changes' : 'Create dashboard'}
            busy={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
