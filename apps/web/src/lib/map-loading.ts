import { create } from 'zustand';

/** Set by map screens while tiles or markers load, so the global loading bar shows. */
export const useMapLoading = create<{ loading: boolean; setLoading: (loading: boolean) => void }>()(
  (set) => ({
    loading: false,
    setLoading: (loading) => set({ loading }),
  }),
);
