import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import type { Subordinate } from '@oversight/shared/collaboration/subordinates.schemas';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  regeneratePassword,
  useDeleteSubordinate,
  subordinatesQuery,
} from '../../../features/workspace/api/people';
import {
  PasswordModal,
  SubordinateFormModal,
} from '../../../features/workspace/components/subordinate-modals';
import { useAuthStore } from '../../../lib/auth-store';
import { formatNumber } from '../../../lib/format';
import { showSuccess } from '../../../lib/toasts';

/** /mda/organisations: the ministries and agencies under the body: add, edit, new password, close. */
export function Component() {
  useDocumentTitle('Ministries and agencies · Oversight');
  const organization = useAuthStore((s) => s.currentOrganization);
  const isAdmin = organization?.account_type === 'ADMIN';
  const isBody = isAdmin || organization?.account_type === 'MINISTRY';
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 300);
  const list = useQuery({ ...subordinatesQuery({ query: query || undefined }), enabled: isBody });
  const ministries = useQuery({ ...subordinatesQuery({ account_type: 'MINISTRY' }), enabled: isAdmin });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Subordinate | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const [closing, setClosing] = useState<Subordinate | null>(null);
  const closeOne = useDeleteSubordinate();

  if (!isBody)
    return (
      <EmptyState
        order={1}
        title="No ministries or agencies under your organisation"
        text="Only the supervising body and ministries manage ministries and agencies."
        action={
          <Anchor component={Link} to="/mda/dashboard">
            Back to the dashboard
          </Anchor>
        }
      />
    );

  async function regen(row: Subordinate) {
    try {
      const answer = await regeneratePassword(row.public_id);
      setPassword(answer.password);
      showSuccess(answer.detail);
    } catch {
      // Shown by the API client.
    }
  }

  async function close(row: Subordinate) {
    try {
      await closeOne.mutateAsync(row.public_id);
      setClosing(null);
      showSuccess(`${row.display_name} was closed`);
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Ministries and agencies
          </Title>
          <Text size="sm" c="gray.7">
            Accounts under {organization.name}. Each gets its password by e-mail.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {isAdmin ? 'Add a ministry or agency' : 'Add an agency'}
        </Button>
      </Group>
      <TextInput
        aria-label="Search by name or e-mail"
        placeholder="Search by name or e-mail"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maw={360}
      />
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={120} />
          ))}
        </SimpleGrid>
      ) : list.data?.results.length === 0 ? (
        <EmptyState title="None yet" text={isAdmin ? 'Add your first ministry.' : 'Add your first agency.'} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {list.data?.results.map((row) => (
            <Card
              key={row.public_id}
              withBorder
              padding="md"
              component="article"
              aria-label={row.display_name}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700}>{row.display_name}</Text>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    <Badge variant="light" miw="max-content" style={{ overflow: 'visible' }}>
                      {row.account_type === 'MINISTRY' ? 'Ministry' : 'Agency'}
                    </Badge>
                    {row.is_pro_user && (
                      <Badge color="grape.9" variant="filled">
                        Pro
                      </Badge>
                    )}
                  </Group>
                </Group>
                <Text size="xs" c="gray.7">
                  {row.email ?? row.username}
                  {row.parent ? ` · under ${row.parent.name}` : ''}
                </Text>
                <Text size="sm">
                  {formatNumber(row.no_of_projects)} projects · {row.average_completion_rate}% average
                  completion
                  {row.account_type === 'MINISTRY'
                    ? ` · ${formatNumber(row.no_of_agencies)} agencies`
                    : ''} · {row.max_sub_users} staff accounts
                </Text>
                <Group gap="xs" mt={4} wrap="wrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setEditing(row);
                      setFormOpen(true);
                    }}
                  >
                    Edit
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void regen(row)}>
                    New password
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setClosing(row)}>
                    Close account
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {formOpen && (
        <SubordinateFormModal
          opened
          onClose={() => setFormOpen(false)}
          editing={editing}
          isAdmin={isAdmin}
          ministries={(ministries.data?.results ?? []).map((m) => ({
            value: m.public_id,
            label: m.display_name,
          }))}
          onDone={(newPassword) => {
            setFormOpen(false);
            if (newPassword) setPassword(newPassword);
          }}
        />
      )}
      <PasswordModal password={password} onClose={() => setPassword(null)} />
      <Modal
        opened={!!closing}
        onClose={() => setClosing(null)}
        title={`Close ${closing?.display_name ?? ''}?`}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            The account can no longer sign in and leaves the directories. Its projects keep their history.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClosing(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={() => closing && void close(closing)}>
              Close account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
