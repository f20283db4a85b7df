import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SignupAccountType = 'CITIZEN' | 'CSO';

/** The steps in English (their words for the screen: `auth.step1`… in the catalogues). */
export const SIGNUP_STEPS = [
  'Account type',
  'E-mail and password',
  'Verify e-mail',
  'Your details',
  'Photo',
  'Interests',
  'Follow projects',
] as const;
export const SIGNUP_STEP_COUNT = SIGNUP_STEPS.length;

type SignupState = {
  /** 1-based step, see SIGNUP_STEPS. */
  step: number;
  accountType: SignupAccountType | null;
  email: string;
  setStep: (step: number) => void;
  setAccountType: (type: SignupAccountType) => void;
  setEmail: (email: string) => void;
  reset: () => void;
};

const initial = { step: 1, accountType: null, email: '' } satisfies Partial<SignupState>;

/** Where the user is in sign-up; kept in sessionStorage so a reload mid-way resumes at the same step. */
export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      ...initial,
      setStep: (step) => set({ step: Math.min(Math.max(1, step), SIGNUP_STEP_COUNT) }),
      setAccountType: (accountType) => set({ accountType }),
      setEmail: (email) => set({ email }),
      reset: () => set(initial),
    }),
    {
      name: 'oversight-signup',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ step, accountType, email }) => ({ step, accountType, email }),
    },
  ),
);

/** The auth modal opens sign-up at page 2.5 after registering: that is the verify step. */
export function stepFromStartPage(page: number | undefined): number | undefined {
  if (page === undefined || Number.isNaN(page)) return undefined;
  if (page === 2.5) return 3;
  return Math.min(Math.max(1, Math.round(page)), SIGNUP_STEP_COUNT);
}
