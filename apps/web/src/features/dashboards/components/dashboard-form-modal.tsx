import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DASHBOARD_DESCRIPTION_MAX, DASHBOARD_NAME_MAX, type Dashboard } from '@oversight/shared/dashboards/dashboards.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { ModalFooter } from '../../../components/ui/modal-footer';
import { formErrors } from '../../../lib/form-errors';
import { createDashboard } from '../api/create-dashboard';
import { dashboardKeys } from '../api/keys';
import { updateDashboard } from '../api/update-dashboard';

/**
 * New dashboard (no `dashboard`) or edit its name and description. Mounted only while open, so it starts from the
 * dashboard's current values each time.
 */
export function DashboardFormModal({ dashboard, onClose, onSaved }: { dashboard?: Dashboard; onClose: () => void; onSaved: (saved: Dashboard) => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [name, setName] = useState(dashboard?.name ?? '');
  const [description, setDescription] = useState(dashboard?.description ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), description: description.trim() };
      return dashboard ? updateDashboard(dashboard.id, body) : createDashboard(body);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(dashboardKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onSaved(saved);
    },
  });
  const errors = formErrors(save.error, ['name', 'description'], 'The dashboard could not be saved. Check your connection and try again.');
  const submit = () => save.mutate();
  return (
    <Modal opened onClose={onClose} title={dashboard ? `Edit “${dashboard.name}”` : 'New dashboard'} fullScreen={phone}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <FormErrorAlert messages={errors.other} />
          <TextInput
            label="Name"
            description="People you share it with see this name."
            placeholder="Road projects 2026"
            required
            data-autofocus
            maxLength={DASHBOARD_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.byField.name}
          />
          <Textarea
            label="Description"
            description="What the dashboard is for (optional)."
            autosize
            minRows={3}
            maxRows={8}
            maxLength={DASHBOARD_DESCRIPTION_MAX}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors.byField.description}
          />
          <ModalFooter onCancel={onClose} onSubmit={submit} submitLabel={dashboard ? 'Save changes' : 'Create dashboard'} busy={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
