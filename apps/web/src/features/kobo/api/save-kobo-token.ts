import type { UpdateKoboToolboxTokenBody } from '@oversight/shared/organizations/organizations.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { koboKeys } from './kobo-keys';

/** PATCH /users/organizations/update-kobotoolbox-token/: saves (or, with a null token, removes) the connection. */
export const saveKoboToken = (body: UpdateKoboToolboxTokenBody) =>
  api.patch('PATCH /users/organizations/update-kobotoolbox-token/', body, { silent: true });

/** Saves (or removes) the connection: the saved one is the connection's answer, and the Kobo forms are read again. */
export function useSaveKoboToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKoboToken,
    onSuccess: (saved) => {
      queryClient.setQueryData(koboKeys.connection, saved);
      return queryClient.invalidateQueries({ queryKey: koboKeys.assets });
    },
  });
}
