import { create } from 'zustand';

type AccountSettingsState = { open: boolean; show: () => void; hide: () => void };

export const useAccountSettings = create<AccountSettingsState>()((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
