import { create } from 'zustand';

/** A tier just reached by completing a day; it opens Milestone Achieved. */
export type Celebration = {
  habitName: string;
  tierName: string;
  streak: number;
  /** What `streak` counts; days when not given. */
  streakUnit?: 'days' | 'weeks';
};

type CelebrationState = {
  current: Celebration | null;
  celebrate: (celebration: Celebration) => void;
  dismiss: () => void;
};

export const useCelebrationStore = create<CelebrationState>((set) => ({
  current: null,
  celebrate: (celebration) => set({ current: celebration }),
  dismiss: () => set({ current: null }),
}));
