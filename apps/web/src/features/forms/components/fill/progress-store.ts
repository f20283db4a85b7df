import type { Answers } from '@oversight/shared/surveys/responses.schemas';

/**
 * Answers being given, kept on the device as they are typed: a phone browser may drop the page (opening the camera
 * on a low-memory phone does) and the person comes back to their answers. Cleared once the response is sent,
 * kept in the outbox or saved as a draft.
 */
export type Progress = { answers: Answers; client_id: string; saved_at: string };

const key = (formId: string) => `oversight-form-progress:${formId}`;

export function loadProgress(formId: string): Progress | null {
  try {
    const raw = localStorage.getItem(key(formId));
    const value = raw ? (JSON.parse(raw) as Progress) : null;
    return value && typeof value.answers === 'object' && typeof value.client_id === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveProgress(formId: string, progress: Progress): void {
  try {
    if (Object.keys(progress.answers).length) localStorage.setItem(key(formId), JSON.stringify(progress));
    else localStorage.removeItem(key(formId));
  } catch {
    // Storage full or refused (private mode): the answers still live in the page.
  }
}

export function clearProgress(formId: string): void {
  try {
    localStorage.removeItem(key(formId));
  } catch {
    // As above.
  }
}
