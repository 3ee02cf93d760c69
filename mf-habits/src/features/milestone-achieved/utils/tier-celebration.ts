import { Award, Crown, Flame, type LucideIcon, Repeat, Trophy } from 'lucide-react';

type TierCelebration = { icon: LucideIcon; line: string };

/** The streak tiers (7, 21, 66, 100), in the habit's unit (days, or weeks for weekly habits). */
const TIERS: Record<string, TierCelebration> = {
  'Locked In': { icon: Flame, line: 'Seven in a row: the habit has a foothold. Keep showing up.' },
  'Habit Formed': {
    icon: Award,
    line: 'Twenty-one in a row: this is becoming part of who you are.',
  },
  'Behavior Automated': {
    icon: Repeat,
    line: 'Sixty-six in a row: it now runs on its own, with little willpower needed.',
  },
  Unshakable: { icon: Trophy, line: 'A hundred in a row: nothing knocks this one over.' },
  'Master level': { icon: Crown, line: 'Past every milestone: you are the proof that it works.' },
};

const ANY_TIER: TierCelebration = { icon: Trophy, line: 'A new milestone. Keep going.' };

export function tierCelebration(tierName: string): TierCelebration {
  return TIERS[tierName] ?? ANY_TIER;
}
