import { create } from 'zustand';
import { useAuthStore } from './auth-store';

/** 'login', 'signup' from its first step, or 2.5: sign-up continuing after the account exists (verify code). */
export type AuthModalPage = 'login' | 'signup' | 2.5;

interface AuthModalState {
  opened: boolean;
  page: AuthModalPage;
  open: (page?: AuthModalPage) => void;
  setPage: (page: AuthModalPage) => void;
  close: () => void;
}

export const useAuthModal = create<AuthModalState>()((set) => ({
  opened: false,
  page: 'login',
  open: (page = 'login') => set({ opened: true, page }),
  setPage: (page) => set({ page }),
  close: () => set({ opened: false }),
}));

/** Runs `action` for a signed-in user; a guest gets the sign-in modal instead. Returns whether it ran. */
export function requireAuth(action: () => void): boolean {
  if (useAuthStore.getState().isAuthenticated) {
    action();
    return true;
  }
  useAuthModal.getState().open('login');
  return false;
}
