import { Check, CircleDot, Minus } from 'lucide-react';
import type { DayState } from '../../../shared/lib/day-state';

/** Tells the states apart by shape as well as colour. */
export function DayStateIcon({ state }: { state: DayState }) {
  if (state === 'done') return <Check aria-hidden="true" />;
  if (state === 'partial') return <CircleDot aria-hidden="true" />;
  if (state === 'skipped') return <Minus aria-hidden="true" />;
  return null;
}
