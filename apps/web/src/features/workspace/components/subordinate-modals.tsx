import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  createSubordinateBodySchema,
  type CreateSubordinateBody,
  type Subordinate,
} from '@oversight/shared/collaboration/subordinates.schemas';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showSuccess } from '../../../lib/toasts';
import { useCreateSubordinate, useUpdateSubordinate } from '../api/people';

type FormValues = z.input<typeof createSubordinateBodySchema>;

/** Create (no `editing`) or edit a ministry or agency. The supervising body also picks an agency's ministry. */
export function SubordinateFormModal({
  opened,
  onClose,
  editing,
  isAdmin,
  ministries,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  editing: Subordinate | null;
  isAdmin: boolean;
  ministries: { value: string; label: string }[];
  onDone: (password?: string) => void;
}) {
  const { register, control, handleSubmit, formState } = useForm<FormValues, unknown, CreateSubordinateBody>({
    resolver: zodResolver(createSubordinateBodySchema),
    defaultValues: {
      account_type: editing?.account_type ?? (isAdmin ? 'MINISTRY' : 'AGENCY'),
      name: editing?.display_name ?? '',
      email: editing?.email ?? '',
      max_sub_users: editing?.max_sub_users ?? 5,
      is_pro_user: editing?.is_pro_user ?? false,
    },
  });
  const accountType = useWatch({ control, name: 'account_type' });
  const create = useCreateSubordinate();
  const update = useUpdateSubordinate();

  const submit = handleSubmit(async (values) => {
    try {
      const common = {
        name: values.name,
        email: values.email,
        max_sub_users: values.max_sub_users,
        ...(isAdmin ? { is_pro_user: values.is_pro_user } : {}),
      };
      if (editing) {
        await update.mutateAsync({ id: editing.public_id, body: common });
        showSuccess('Updated successfully');
        onDone();
      } else {
        const created = await create.mutateAsync({
          ...common,
          account_type: values.account_type,
          ...(values.ministry ? { ministry: values.ministry } : {}),
        });
        showSuccess(`${created.display_name} was created`);
        onDone(created.password);
      }
    } catch {
      // Shown by the API client.
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.display_name}` : 'Add a ministry or agency'}
      centered
    >
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={editing ? 'Edit organisation' : 'Add organisation'}
      >
        <Stack gap="sm">
          {!editing && (
            <Controller
              control={control}
              name="account_type"
              render={({ field }) => (
                <Select
                  label="Type"
                  data={
                    isAdmin
                      ? [
                          { value: 'MINISTRY', label: 'Ministry' },
                          { value: 'AGENCY', label: 'Agency' },
                        ]
                      : [{ value: 'AGENCY', label: 'Agency' }]
                  }
                  value={String(field.value)}
                  allowDeselect={false}
                  onChange={(v) => field.onChange(v ?? 'AGENCY')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          {!editing && isAdmin && accountType === 'AGENCY' && (
            <Controller
              control={control}
              name="ministry"
              render={({ field }) => (
                <Select
                  label="Ministry"
                  required
                  data={ministries}
                  value={field.value ?? null}
                  searchable
                  onChange={(v) => field.onChange(v ?? undefined)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          <TextInput label="Name" required {...register('name')} error={formState.errors.name?.message} />
          <TextInput
            label="E-mail"
            type="email"
            required
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <Controller
            control={control}
            name="max_sub_users"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Staff accounts allowed"
                min={0}
                max={10000}
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {isAdmin && (
            <Controller
              control={control}
              name="is_pro_user"
              render={({ field }) => (
                <Switch
                  label="Pro plan"
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {editing ? 'Save changes' : 'Create account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Shows a password once (a new account, or a regenerated one); it was also e-mailed. */
export function PasswordModal({ password, onClose }: { password: string | null; onClose: () => void }) {
  return (
    <Modal opened={!!password} onClose={onClose} title="The account's password" centered>
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          It was e-mailed to the account. It is shown here only this once: copy it now if you need to hand it
          over.
        </Alert>
        <Group gap="sm">
          <Code fz="md" aria-label="Password">
            {password}
          </Code>
          <CopyButton value={password ?? ''}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="gray.7">
          Ask them to change it from Settings after they sign in.
        </Text>
        <Button onClick={onClose} w="fit-content">
          Done
        </Button>
      </Stack>
    </Modal>
  );
}
