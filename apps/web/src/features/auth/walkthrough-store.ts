import { create } from 'zustand';

export const useWalkthrough = create<{ opened: boolean; open: () => void; close: () => void }>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
