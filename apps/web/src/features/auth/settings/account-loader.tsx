import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
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
      <LoadError
        title="Your account could not be loaded"
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (isPending || isPlaceholderData) return <Skeleton h={height} radius="md" />;
  return <>{children(data)}</>;
}
