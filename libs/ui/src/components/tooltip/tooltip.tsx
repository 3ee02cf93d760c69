import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { use, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { TooltipProvider, TooltipProviderContext } from './tooltip-provider';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element that accepts a ref (a DOM element or a library component). */
  children: ReactElement;
  side?: TooltipSide;
  align?: 'start' | 'center' | 'end';
  /** Overrides the provider's delay for this tooltip. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const hasProvider = use(TooltipProviderContext);
  const tooltip = (
    <TooltipPrimitive.Root
      delayDuration={delayDuration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={cn('gc-tooltip', className)}
        >
          {content}
          <TooltipPrimitive.Arrow className="gc-tooltip__arrow" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // Radix throws without a provider; a remote rendered on its own (or in a test) still works.
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
