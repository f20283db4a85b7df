import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  ACCESS_GROUP_LABELS,
  ACCESS_GROUPS,
  CONTENT_TYPE_LABELS,
  type AccessGroup,
  type ContentType,
} from '@oversight/shared/collaboration/content';
import {
  INVITE_MAX,
  inviteStakeholdersBodySchema,
  stakeholderInviteeSchema,
} from '@oversight/shared/collaboration/stakeholders.schemas';
import { IconMailForward, IconUsersPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDate } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';
import {
  itemStakeholdersQuery,
  pendingInvitesQuery,
  useCancelInvite,
  useEditRoleOnContent,
  useInviteStakeholders,
  useRemoveStakeholder,
  useResendInvite,
  type NewStakeholder,
} from '../api/items';
import {
  departmentsQuery,
  organizationSearchQuery,
  peopleSearchQuery,
  rolesQuery,
} from '../api/organization';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Target = { label: string; grantee: Omit<NewStakeholder, 'role_id' | 'stakeholder_type'> };

/**
 * The invite form: the grantees picked, then one role, type and message for all of them, checked by the shared invite
 * body's own rules (at most INVITE_MAX at a time, a role id, the message's length).
 */
const inviteSchema = z.object({
  targets: z
    .array(z.custom<Target>())
    .min(1, 'Invite at least one stakeholder.')
    .max(INVITE_MAX, `Invite at most ${INVITE_MAX} at a time.`),
  role_id: stakeholderInviteeSchema.shape.role_id,
  stakeholder_type: z.enum(['0', '1']),
  message: inviteStakeholdersBodySchema.shape.message,
});
type InviteValues = z.output<typeof inviteSchema>;

function useRoleOptions() {
  const roles = useQuery(rolesQuery());
  const usable = (roles.data?.results ?? []).filter((role) => !role.is_owner);
  return [...usable]
    .sort((a, b) =>
      a.role_type === b.role_type ? a.name.localeCompare(b.name) : a.role_type === 'stakeholder' ? -1 : 1,
    )
    .map((role) => ({ value: role.public_id, label: role.name }));
}

/** Who to add: a person or address, an organisation, a department of ours, or an access group. */
function TargetPicker({ onPick }: { onPick: (target: Target) => void }) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const people = useQuery(peopleSearchQuery(query));
  const organizations = useQuery(organizationSearchQuery(query));
  const departments = useQuery(departmentsQuery());
  const options: Target[] = [];
  if (EMAIL.test(text.trim()))
    options.push({ label: `Invite ${text.trim()} by e-mail`, grantee: { email: text.trim().toLowerCase() } });
  for (const person of people.data?.results ?? [])
    options.push({
      label: `${person.display_name} (@${person.username})`,
      grantee: { user_id: person.public_id },
    });
  for (const organization of organizations.data ?? [])
    options.push({
      label: `${organization.name} · organisation`,
      grantee: { organization_id: organization.public_id },
    });
  return (
    <Stack gap="xs">
      <TextInput
        label="Person, organisation or e-mail address"
        placeholder="Type a name or an e-mail address"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {options.length ? (
        <Stack gap={2} role="group" aria-label="Matches">
          {options.map((option) => (
            <UnstyledButton
              key={option.label}
              p="xs"
              style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-3)' }}
              onClick={() => {
                onPick(option);
                setText('');
              }}
            >
              <Text size="sm">{option.label}</Text>
            </UnstyledButton>
          ))}
        </Stack>
      ) : null}
      <Group grow wrap="wrap">
        <Select
          label="Or a department"
          placeholder="Choose a department"
          data={(departments.data?.results ?? []).map((department) => ({
            value: department.public_id,
            label: department.name,
          }))}
          value={null}
          onChange={(value) => {
            const department = departments.data?.results.find((entry) => entry.public_id === value);
            if (department)
              onPick({
                label: `${department.name} · department`,
                grantee: { department_id: department.public_id },
              });
          }}
          nothingFoundMessage="No departments"
        />
        <Select
          label="Or an access group"
          placeholder="Choose a group"
          data={ACCESS_GROUPS.map((group) => ({ value: group, label: ACCESS_GROUP_LABELS[group] }))}
          value={null}
          onChange={(value) =>
            value &&
            onPick({
              label: ACCESS_GROUP_LABELS[value as AccessGroup],
              grantee: { access_group: value as AccessGroup },
            })
          }
        />
      </Group>
    </Stack>
  );
}

/** The sharing builder of one item: who has it and with which role, pending invitations, and inviting more. */
export function ShareDialogBody({ contentType, contentId }: { contentType: ContentType; contentId: string }) {
  const roleOptions = useRoleOptions();
  const holders = useQuery(itemStakeholdersQuery(contentType, contentId));
  const pending = useQuery(pendingInvitesQuery(contentType, contentId));
  const form = useForm<z.input<typeof inviteSchema>, unknown, InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { targets: [], role_id: '', stakeholder_type: '1', message: '' },
  });
  const targets = form.watch('targets');
  const roleId = form.watch('role_id');
  const { errors } = form.formState;
  const setTargets = (change: (current: Target[]) => Target[]) =>
    form.setValue('targets', change(form.getValues('targets')));
  const invite = useInviteStakeholders(contentType, contentId);
  const remove = useRemoveStakeholder(contentType, contentId);
  const cancel = useCancelInvite(contentType, contentId);
  const resend = useResendInvite(contentType, contentId);
  const rerole = useEditRoleOnContent(contentType, contentId);
  const sendInvites = (values: InviteValues) =>
    invite.mutate(
      {
        stakeholders: values.targets.map((target) => ({
          ...target.grantee,
          role_id: values.role_id,
          stakeholder_type: Number(values.stakeholder_type) as 0 | 1,
        })),
        message: values.message,
      },
      {
        onSuccess: (answer) => {
          showSuccess(answer.detail);
          form.setValue('targets', []);
          form.setValue('message', '');
        },
      },
    );

  return (
    <Stack>
      <TargetPicker
        onPick={(target) =>
          setTargets((current) =>
            current.some((entry) => entry.label === target.label) ? current : [...current, target],
          )
        }
      />
      {targets.length ? (
        <Group gap="xs" aria-label="To invite">
          {targets.map((target) => (
            <Badge
              key={target.label}
              size="lg"
              variant="light"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Do not invite ${target.label}`}
                  onClick={() => setTargets((current) => current.filter((entry) => entry !== target))}
                >
                  <IconX size={12} />
                </ActionIcon>
              }
            >
              {target.label}
            </Badge>
          ))}
        </Group>
      ) : null}
      <Group grow wrap="wrap">
        <Controller
          control={form.control}
          name="role_id"
          render={({ field }) => (
            <Select
              label="Role on this item"
              placeholder="Choose a role"
              data={roleOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.role_id?.message}
              nothingFoundMessage="Create a role first (Stakeholders › Roles)"
            />
          )}
        />
        <Controller
          control={form.control}
          name="stakeholder_type"
          render={({ field }) => (
            <Select
              label="Stakeholder type"
              data={[
                { value: '1', label: 'External' },
                { value: '0', label: 'Internal' },
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '1')}
              allowDeselect={false}
            />
          )}
        />
      </Group>
      <Textarea
        label="Message (optional)"
        maxLength={1000}
        autosize
        minRows={1}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Button
        leftSection={<IconMailForward size={16} />}
        disabled={!targets.length || !roleId}
        loading={invite.isPending}
        onClick={() => void form.handleSubmit(sendInvites)()}
      >
        Invite
      </Button>

      <Divider label="Who has access" labelPosition="left" />
      {holders.data?.access_groups.map((group) => (
        <Group key={group.access_group} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {ACCESS_GROUP_LABELS[group.access_group]}{' '}
            <Badge size="xs" variant="outline">
              {group.role.name}
            </Badge>
          </Text>
          <Tooltip label="Stop sharing with this group">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Stop sharing with ${ACCESS_GROUP_LABELS[group.access_group]}`}
              onClick={() => remove.mutate({ access_group: group.access_group })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {holders.data?.results.length ? (
        holders.data.results.map((holder) => (
          <Group key={holder.stakeholder.public_id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={600} truncate>
                {holder.stakeholder.name}
              </Text>
              <Text size="xs" c="gray.7">
                {holder.stakeholder.kind.replace('_', ' ')} ·{' '}
                {holder.stakeholder_type === 0 ? 'internal' : 'external'}
              </Text>
            </div>
            <Select
              aria-label={`Role of ${holder.stakeholder.name}`}
              size="xs"
              w={150}
              data={
                roleOptions.some((option) => option.value === holder.role.public_id)
                  ? roleOptions
                  : [...roleOptions, { value: holder.role.public_id, label: holder.role.name }]
              }
              value={holder.role.public_id}
              onChange={(value) =>
                value && rerole.mutate({ stakeholder: holder.stakeholder.public_id, role: value })
              }
              allowDeselect={false}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${holder.stakeholder.name}`}
              onClick={() => remove.mutate({ stakeholder_id: holder.stakeholder.public_id })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))
      ) : holders.isPending ? (
        <Text size="sm" c="gray.7">
          Loading…
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          Only your organisation has access so far.
        </Text>
      )}

      {pending.data?.results.length ? (
        <>
          <Divider label="Waiting for an answer" labelPosition="left" />
          {pending.data.results.map((entry) => (
            <Group key={entry.invite_public_id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} truncate>
                  {entry.invitee.name}
                </Text>
                <Text size="xs" c={entry.is_expired ? 'red.8' : 'gray.7'}>
                  {entry.role.name} ·{' '}
                  {entry.is_expired
                    ? 'Expired: resend it to let them answer'
                    : `Expires ${formatDate(entry.expires)}`}
                </Text>
              </div>
              <Button
                size="xs"
                variant="subtle"
                aria-label={`Send the invitation of ${entry.invitee.name} again`}
                loading={resend.isPending && resend.variables === entry.invite_public_id}
                onClick={() =>
                  resend.mutate(entry.invite_public_id, {
                    onSuccess: (sent) => showSuccess(`Invitation sent again to ${sent.invitee.name}.`),
                  })
                }
              >
                Resend
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Cancel the invitation of ${entry.invitee.name}`}
                loading={cancel.isPending && cancel.variables === entry.invite_public_id}
                onClick={() => cancel.mutate(entry.invite_public_id)}
              >
                Cancel
              </Button>
            </Group>
          ))}
        </>
      ) : null}
    </Stack>
  );
}

/** The "Share" button of an item page, opening the sharing builder. Shown only to stakeholder managers. */
export function ShareItemButton({
  contentType,
  contentId,
  itemName,
  compact = false,
}: {
  contentType: ContentType;
  contentId: string;
  itemName: string;
  /** Reads "Share" and names its item to screen readers (several Share buttons on one page). */
  compact?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <>
      <Button
        variant="light"
        size={compact ? 'compact-sm' : undefined}
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        aria-label={
          compact ? `Share ${CONTENT_TYPE_LABELS[contentType].toLowerCase()} “${itemName}”` : undefined
        }
        onClick={() => setOpened(true)}
      >
        {compact ? 'Share' : 'Invite stakeholders'}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Share “${itemName}”`}
        size="lg"
        fullScreen={phone}
      >
        {opened ? <ShareDialogBody contentType={contentType} contentId={contentId} /> : null}
      </Modal>
    </>
  );
}
