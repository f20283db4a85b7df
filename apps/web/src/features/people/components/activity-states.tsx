import { Group, Pagination } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ApiError } from '../../../lib/api-client';
import { ACTIVITY_PAGE_SIZE } from '../api/profile-activity';
import { useTranslation } from '../../../i18n';

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export function PrivateActivity({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      order={3}
      icon={<IconLock size={36} stroke={1.5} />}
      title={t('people.activityPrivate')}
      text={t('people.activityPrivateText', { name })}
    />
  );
}

export function ActivityError({ what, onRetry }: { what: 'posts' | 'photos'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={t(what === 'posts' ? 'people.postsFailed' : 'people.photosFailed')}
      text={t('people.checkConnection')}
      onRetry={onRetry}
    />
  );
}

export function ActivityPagination({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
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
        getItemProps={(item) => ({ 'aria-label': t('people.pageN', { page: item }) })}
      />
    </Group>
  );
}
