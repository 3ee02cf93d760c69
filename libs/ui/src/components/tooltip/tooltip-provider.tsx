import { createContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { preloadOverlaysWhenIdle } from '../../overlays/load-overlays';

/** Delay before a tooltip opens on hover. Keyboard focus opens it at once. */
export const TOOLTIP_DELAY_MS = 700;

/** What the tooltips under one provider share: the delay, skipped just after one closed. */
export type TooltipTiming = {
  delayDuration: number;
  isOpenDelayed: () => boolean;
  onOpen: () => void;
  onClose: () => void;
};

export const TooltipProviderContext = createContext<TooltipTiming | null>(null);

export type TooltipProviderProps = {
  children?: ReactNode;
  delayDuration?: number;
  /** How long after one tooltip closes the next opens without delay. */
  skipDelayDuration?: number;
};

export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = 300,
}: TooltipProviderProps) {
  const isOpenDelayedRef = useRef(true);
  const skipDelayTimerRef = useRef(0);
  useEffect(preloadOverlaysWhenIdle, []);
  useEffect(() => () => window.clearTimeout(skipDelayTimerRef.current), []);
  const timing = useMemo<TooltipTiming>(
    () => ({
      delayDuration,
      isOpenDelayed: () => isOpenDelayedRef.current,
      onOpen: () => {
        if (skipDelayDuration <= 0) return;
        window.clearTimeout(skipDelayTimerRef.current);
        isOpenDelayedRef.current = false;
      },
      onClose: () => {
        if (skipDelayDuration <= 0) return;
        window.clearTimeout(skipDelayTimerRef.current);
        skipDelayTimerRef.current = window.setTimeout(() => {
          isOpenDelayedRef.current = true;
        }, skipDelayDuration);
      },
    }),
    [delayDuration, skipDelayDuration],
  );
  return <TooltipProviderContext value={timing}>{children}</TooltipProviderContext>;
}
