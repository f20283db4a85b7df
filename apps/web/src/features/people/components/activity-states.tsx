import { Alert, Button, Group, Pagination, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { ACTIVITY_PAGE_SIZE } from '../api/profile-activity';

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export function PrivateActivity({ name }: { name: string }) {
  return <EmptyState order={3} icon={<IconLock size={36} stroke={1.5} />} title="Activity is private" text={`${name} keeps their posts and photos private.`} />;
}

export function ActivityError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={`Could not load ${what}`} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

export function ActivityPagination({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  const pages = Math.ceil(total / ACTIVITY_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
