import type { BodyOf } from '@oversight/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formKeys } from './keys';

/** PATCH /surveys/form-response/?response_id=: changed answers; a 400 names the questions (shown in the form). */
export const updateResponse = (responseId: string, body: BodyOf<'PATCH /surveys/form-response/'>) =>
  api.patch('PATCH /surveys/form-response/', body, { params: { response_id: responseId }, silent: true });

/** Saves a response's answers: the saved response is its answer, and every form answer is read again. */
export function useUpdateResponse(responseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: BodyOf<'PATCH /surveys/form-response/'>['answers']) =>
      updateResponse(responseId, { answers }),
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.response(responseId), saved);
      return queryClient.invalidateQueries({ queryKey: formKeys.all });
    },
  });
}
