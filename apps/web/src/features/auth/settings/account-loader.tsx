import { Alert, Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AccountUser } from '../api/types';
import { useAccount } from './use-account';

/**
 * Renders `children` with the account fresh from the server (forms must not start from the stored copy, which may
 * lack settings fields), a skeleton while it loads, and a retry when it fails.
 */
export function AccountLoader({
  height = 320,
  children,
}: {
  height?: number;
  children: (account: AccountUser) => ReactNode;
}) {
  const { data, isError, isPlaceholderData, isPending, refetch, isFetching } = useAccount();
  if (isError && !data) {
    return (
      <Alert color="red" variant="light" title="Your account could not be loaded">
        <Button size="xs" variant="light" mt="xs" onClick={() => void refetch()} loading={isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (isPending || isPlaceholderData || !data) return <Skeleton h={height} radius="md" />;
  return <>{children(data)}</>;
}
