import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The answers a write makes stale: fixed keys, or keys read from the write's answer and arguments. */
export type StaleKeys<TData, TVariables> =
  readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);

/**
 * A mutation hook for a feature's `api/` folder: runs `mutationFn`, then invalidates `stale`. By default the caller's
 * `mutateAsync` resolves once those answers are read again (what the screen shows next is fresh); with
 * `{ wait: false }` they are refreshed in the background.
 */
export function useWrite<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  stale: StaleKeys<TData, TVariables>,
  { wait = true }: { wait?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      const keys = typeof stale === 'function' ? stale(data, variables) : stale;
      const done = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return wait ? done : undefined;
    },
  });
}
