import { Alert, Button, Code, CopyButton, Group, Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Subordinate } from '@oversight/shared/collaboration/subordinates.schemas';
import { useState } from 'react';
import { showSuccess } from '../../../lib/toasts';
import { createSubordinate, updateSubordinate } from '../api/people';

interface FormState {
  account_type: string;
  name: string;
  email: string;
  ministry: string | null;
  max_sub_users: number | string;
  is_pro_user: boolean;
}

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
  const [form, setForm] = useState<FormState>(() => ({
    account_type: editing?.account_type ?? (isAdmin ? 'MINISTRY' : 'AGENCY'),
    name: editing?.display_name ?? '',
    email: editing?.email ?? '',
    ministry: null,
    max_sub_users: editing?.max_sub_users ?? 5,
    is_pro_user: editing?.is_pro_user ?? false,
  }));
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const common = { name: form.name.trim(), email: form.email.trim(), max_sub_users: Number(form.max_sub_users), ...(isAdmin ? { is_pro_user: form.is_pro_user } : {}) };
      if (editing) {
        await updateSubordinate(editing.public_id, common);
        showSuccess('Updated successfully');
        onDone();
      } else {
        const created = await createSubordinate({ ...common, account_type: form.account_type, ...(form.ministry ? { ministry: form.ministry } : {}) });
        showSuccess(`${created.display_name} was created`);
        onDone(created.password);
      }
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Edit ${editing.display_name}` : 'Add a ministry or agency'} centered>
      <form onSubmit={(e) => void submit(e)} aria-label={editing ? 'Edit organisation' : 'Add organisation'}>
        <Stack gap="sm">
          {!editing && (
            <Select
              label="Type"
              data={isAdmin ? [{ value: 'MINISTRY', label: 'Ministry' }, { value: 'AGENCY', label: 'Agency' }] : [{ value: 'AGENCY', label: 'Agency' }]}
              value={form.account_type}
              allowDeselect={false}
              onChange={(v) => setForm({ ...form, account_type: v ?? 'AGENCY' })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {!editing && isAdmin && form.account_type === 'AGENCY' && (
            <Select label="Ministry" required data={ministries} value={form.ministry} searchable onChange={(v) => setForm({ ...form, ministry: v })} comboboxProps={{ withinPortal: true }} />
          )}
          <TextInput label="Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
          <TextInput label="E-mail" type="email" required value={form.email} onChange={(e) => setForm({ ...form, email: e.currentTarget.value })} />
          <NumberInput label="Staff accounts allowed" min={0} max={10000} value={form.max_sub_users} onChange={(v) => setForm({ ...form, max_sub_users: v })} />
          {isAdmin && <Switch label="Pro plan" checked={form.is_pro_user} onChange={(e) => setForm({ ...form, is_pro_user: e.currentTarget.checked })} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
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
          It was e-mailed to the account. It is shown here only this once: copy it now if you need to hand it over.
        </Alert>
        <Group gap="sm">
          <Code fz="md" aria-label="Password">
            {password}
          </Code>
          <CopyButton value={password ?? ''}>{({ copied, copy }) => <Button size="xs" variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
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
