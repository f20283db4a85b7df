import { ApiError, buildUrl, errorMessages } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { showError } from '../../../lib/toasts';

/**
 * Sends a spreadsheet as multipart with upload progress (fetch cannot report it), with the same headers and error
 * toasts as the API client. `onProgress` gets 0-100.
 */
export function sendSheet<T>(
  path: string,
  file: Blob,
  filename: string,
  fields: Record<string, string>,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const { token, tenant, currentOrganization } = useAuthStore.getState();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, filename);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (tenant) xhr.setRequestHeader('X-Tenant', tenant);
    if (currentOrganization?.public_id)
      xhr.setRequestHeader('X-Organization-Id', currentOrganization.public_id);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((100 * event.loaded) / event.total));
    };
    xhr.onerror = () => {
      showError('Network error, please check your internet');
      reject(new ApiError(0, null, 'Network error'));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) useAuthStore.getState().logout('session rejected during upload');
      errorMessages(xhr.status, body).forEach((message) => showError(message));
      reject(new ApiError(xhr.status, body));
    };
    xhr.send(form);
  });
}
