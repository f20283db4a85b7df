import type { UserRow } from './account-creation.js';

/** Account types a person creates for themselves; every other type is created by a parent body or an invitation. */
export const SELF_MANAGED_ACCOUNT_TYPES = new Set(['CITIZEN', 'CSO']);

/**
 * Why the user may not delete their own account, or null when they may.
 * Ministries, agencies, departments, contractors and the supervising body own public records (projects, plans,
 * forms) that others rely on: their accounts are closed by the parent body, not by themselves.
 */
export function selfDeletionRefusal(user: Pick<UserRow, 'accountType'>): string | null {
  if (SELF_MANAGED_ACCOUNT_TYPES.has(user.accountType)) return null;
  return 'This account belongs to an organisation (ministry, agency, department, contractor or supervising body) and cannot delete itself. Ask the body that created it (your parent ministry or the supervising body) to close it.';
}

/** Company name, RC number and contact number belong to civil-society organisations only. */
export const hasCsoFields = (user: Pick<UserRow, 'accountType'>) => user.accountType === 'CSO';
