import { create } from 'zustand';

export type AuthMode = 'sign-in' | 'sign-up' | 'reset';

type AuthDialogState = {
  open: boolean;
  mode: AuthMode;
  /** Why the dialog opened by itself (e.g. the session ended); shown above the form. */
  notice: string | null;
  openAuth: (mode: AuthMode, notice?: string) => void;
  setMode: (mode: AuthMode) => void;
  close: () => void;
};

/** Which auth dialog is showing; any page can open it (landing, reset page, menus). */
export const useAuthDialog = create<AuthDialogState>()((set) => ({
  open: false,
  mode: 'sign-in',
  notice: null,
  openAuth: (mode, notice) => set({ open: true, mode, notice: notice ?? null }),
  setMode: (mode) => set({ mode }),
  close: () => set({ open: false, notice: null }),
}));
