import { create } from 'zustand';

export type AuthMode = 'sign-in' | 'sign-up' | 'reset';

type AuthDialogState = {
  open: boolean;
  mode: AuthMode;
  openAuth: (mode: AuthMode) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
};

/** Which auth dialog is showing; any page can open it (landing, reset page, menus). */
export const useAuthDialog = create<AuthDialogState>()((set) => ({
  open: false,
  mode: 'sign-in',
  openAuth: (mode) => set({ open: true, mode }),
  setMode: (mode) => set({ mode }),
  close: () => set({ open: false }),
}));
