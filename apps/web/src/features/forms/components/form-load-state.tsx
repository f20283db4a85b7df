import { Button, Skeleton, Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ApiError } from '../../../lib/api-client';
import { LoadError } from '../../../components/ui/load-error';

/** A form page while its form loads, or when it cannot: a skeleton, "not found" (also for 403/400), or a retry. */
export function FormLoadState({
  pending,
  error,
  onRetry,
  maw,
}: {
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  maw: number;
}) {
  if (pending) {
    return (
      <Stack gap="md" maw={maw} mx="auto" aria-busy="true" aria-label="Loading form">
        <Skeleton height={20} width={200} />
        <Skeleton height={36} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 403 || status === 400) {
    return (
      <EmptyState
        order={1}
        icon={<IconFileSearch size={36} stroke={1.5} />}
        title="Form not found"
        text="It may have been deleted, or it is not shared with you. Ask its organisation to invite you."
        action={
          <Button component={Link} to="/forms">
            Back to forms
          </Button>
        }
      />
    );
  }
  return <LoadError what="this form" onRetry={onRetry} />;
}
