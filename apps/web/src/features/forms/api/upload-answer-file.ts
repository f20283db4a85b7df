import type { ResponseFile } from '@oversight/shared/surveys/responses.schemas';
import { api, ApiError, buildUrl, pathOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/** The first message of a 400 body ({file: ['Too large.']}), for the line under the question. */
function firstMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const first = Object.values(body as Record<string, unknown>).flat()[0];
  return typeof first === 'string' ? first : undefined;
}

/**
 * POST /surveys/{id}/files/ (multipart `file`, `question`): a file answer, with upload progress (0-1), which fetch
 * cannot report, hence XMLHttpRequest. An expired session is retried through the API client, which renews it.
 */
export function uploadAnswerFile(
  surveyId: string,
  file: Blob,
  name: string,
  question: string | null,
  onProgress?: (fraction: number) => void,
): Promise<ResponseFile> {
  const form = () => {
    const body = new FormData();
    body.append('file', file, name);
    if (question) body.append('question', question);
    return body;
  };
  const { token, tenant, currentOrganization } = useAuthStore.getState();
  return new Promise<ResponseFile>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(pathOf('POST /surveys/{id}/files/', { id: surveyId })));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (tenant) request.setRequestHeader('X-Tenant', tenant);
    if (currentOrganization?.public_id)
      request.setRequestHeader('X-Organization-Id', currentOrganization.public_id);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, null, 'Network error'));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 401 && token) {
        api
          .post('POST /surveys/{id}/files/', form(), { path: { id: surveyId }, silent: true })
          .then(resolve, reject);
        return;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as ResponseFile);
      } else reject(new ApiError(request.status, body, firstMessage(body)));
    };
    request.send(form());
  });
}
