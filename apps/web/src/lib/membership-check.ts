import { api, onMembershipLost } from './api-client';
import { useAuthStore } from './auth-store';
import { showError } from './toasts';
import { applyOrganizations } from './workspace';

let checking: Promise<void> | null = null;

/**
 * When the API answers that the user is no longer a member of the organisation they act for (removed as staff while
 * in staff mode, say), the list of their organisations is read again once and they are taken back to their own
 * workspace with one message, instead of an error on every request of the page.
 */
export function recheckMemberships(navigate: (to: string) => void): Promise<void> {
  checking ??= (async () => {
    const before = useAuthStore.getState().currentOrganization;
    try {
      const fresh = await api.get('GET /users/profiles/my-organizations/', {
        silent: true,
        withoutOrganization: true,
      });
      if (!Array.isArray(fresh)) return;
      applyOrganizations(fresh);
    } catch {
      return;
    }
    const after = useAuthStore.getState().currentOrganization;
    if (before && after?.public_id !== before.public_id) {
      // It comes with a change of screen: it stays long enough to be read once the next one has loaded.
      showError(
        `You no longer have access to ${before.name}. You are back in ${after?.name ?? 'your own account'}.`,
        undefined,
        { long: true },
      );
      navigate(after?.is_personal === false ? '/mda/dashboard' : '/citizen/discover');
    }
  })().finally(() => {
    checking = null;
  });
  return checking;
}

export function installMembershipCheck(navigate: (to: string) => void): void {
  onMembershipLost(() => void recheckMemberships(navigate));
}
