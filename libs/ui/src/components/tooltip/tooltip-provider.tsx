import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, type ReactNode } from 'react';

/** Delay before a tooltip opens on hover (SPEC: 700 ms). Keyboard focus opens it at once. */
export const TOOLTIP_DELAY_MS = 700;

export const TooltipProviderContext = createContext(false);

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
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipProviderContext value={true}>{children}</TooltipProviderContext>
    </TooltipPrimitive.Provider>
  );
}
