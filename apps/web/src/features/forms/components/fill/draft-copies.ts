import type { Answers } from '@oversight/shared/surveys/responses.schemas';

/**
 * The drafts a person saved on this device, kept beside the server's copy: a draft link opened with no network (a
 * field worker's usual case) continues from here instead of starting blank. Kept per person (a shared phone) and per
 * form, the newest 20; dropped when the draft is submitted.
 */
export type DraftCopy = { id: string; answers: Answers; saved_at: string };

const KEPT = 20;
const key = (formId: string, owner: string) => `oversight-form-drafts:${owner}:${formId}`;

function read(formId: string, owner: string): DraftCopy[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(formId, owner)) ?? '[]') as unknown;
    return Array.isArray(value)
      ? (value as (Partial<DraftCopy> | null)[]).filter(
          (entry): entry is DraftCopy => typeof entry?.id === 'string' && typeof entry.answers === 'object',
        )
      : [];
  } catch {
    return [];
  }
}

function write(formId: string, owner: string, copies: DraftCopy[]): void {
  try {
    if (copies.length) localStorage.setItem(key(formId, owner), JSON.stringify(copies.slice(0, KEPT)));
    else localStorage.removeItem(key(formId, owner));
  } catch {
    // Storage full or refused: the server's copy is still there.
  }
}

export function keepDraftCopy(formId: string, owner: string | null, copy: DraftCopy): void {
  if (!owner) return;
  write(formId, owner, [copy, ...read(formId, owner).filter((entry) => entry.id !== copy.id)]);
}

export function loadDraftCopy(formId: string, owner: string | null, id: string): DraftCopy | null {
  return owner ? (read(formId, owner).find((entry) => entry.id === id) ?? null) : null;
}

export function dropDraftCopy(formId: string, owner: string | null, id: string): void {
  if (owner)
    write(
      formId,
      owner,
      read(formId, owner).filter((entry) => entry.id !== id),
    );
}
