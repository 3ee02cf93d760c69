import { create } from 'zustand';

/** Whether the signed-in person's offline copy is still being read into the app. */
export const useOfflineRestore = create<{ restoring: boolean }>()(() => ({ restoring: false }));
