import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/** DELETE /surveys/form-response/?response_id=: a response (form editors) or the caller's own draft. */
export const deleteResponse = (responseId: string) =>
  api.delete('DELETE /surveys/form-response/', { params: { response_id: responseId } });

/** Deletes a response: its own answer is dropped, the rest are read again in the background. */
export function useDeleteResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: (_, responseId) => {
      queryClient.removeQueries({ queryKey: formKeys.response(responseId) });
      void queryClient.invalidateQueries({ queryKey: formKeys.all });
    },
  });
}
