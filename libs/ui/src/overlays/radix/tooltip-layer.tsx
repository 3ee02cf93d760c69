import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import * as Popper from '@radix-ui/react-popper';
import { Portal } from '@radix-ui/react-portal';
import { Presence } from '@radix-ui/react-presence';
import { useEffect, useMemo, useState, type ReactNode, type Ref, type RefObject } from 'react';
import type { TooltipSide } from '../../components/tooltip/tooltip-side';
import { cn } from '../../lib/cn';
import { composeRefs } from '../../lib/compose';

type TooltipLayerProps = {
  open: boolean;
  state: 'delayed-open' | 'instant-open' | 'closed';
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
  side: TooltipSide;
  align: 'start' | 'center' | 'end';
  className?: string;
  onClose: () => void;
  children: ReactNode;
};

/** The bubble, placed against the trigger as Radix's Tooltip places it. */
export function TooltipLayer({ open, triggerRef, ...bubble }: TooltipLayerProps) {
  return (
    <Popper.Root>
      <Popper.Anchor virtualRef={triggerRef} />
      <Presence present={open}>
        <Portal asChild>
          <TooltipBubble {...bubble} triggerRef={triggerRef} />
        </Portal>
      </Presence>
    </Popper.Root>
  );
}

type TooltipBubbleProps = Omit<TooltipLayerProps, 'open'> & { ref?: Ref<HTMLDivElement> };

function TooltipBubble({
  ref,
  state,
  contentId,
  triggerRef,
  side,
  align,
  className,
  onClose,
  children,
}: TooltipBubbleProps) {
  const [bubble, setBubble] = useState<HTMLDivElement | null>(null);
  const bubbleRef = useMemo(() => composeRefs(ref, setBubble), [ref]);
  useCloseOnScroll(triggerRef, onClose);
  useCloseWhenPointerGoesAway(triggerRef, bubble, onClose);
  return (
    <DismissableLayer
      asChild
      disableOutsidePointerEvents={false}
      onFocusOutside={(event) => event.preventDefault()}
      onDismiss={onClose}
    >
      <Popper.Content
        ref={bubbleRef}
        role="tooltip"
        id={contentId}
        data-state={state}
        side={side}
        align={align}
        sideOffset={6}
        collisionPadding={8}
        className={cn('gc-tooltip', className)}
      >
        {children}
        <Popper.Arrow className="gc-tooltip__arrow" width={10} height={5} />
      </Popper.Content>
    </DismissableLayer>
  );
}

/** A scroll that moves the trigger would leave the bubble behind. */
function useCloseOnScroll(triggerRef: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const closeIfTriggerMoves = (event: Event) => {
      const trigger = triggerRef.current;
      if (trigger && event.target instanceof Node && event.target.contains(trigger)) onClose();
    };
    window.addEventListener('scroll', closeIfTriggerMoves, { capture: true });
    return () => window.removeEventListener('scroll', closeIfTriggerMoves, { capture: true });
  }, [triggerRef, onClose]);
}

/**
 * Closes once the pointer, having left the trigger or the bubble, is outside the box around
 * both: it may cross the gap between them to read or select the text.
 */
function useCloseWhenPointerGoesAway(
  triggerRef: RefObject<HTMLElement | null>,
  bubble: HTMLElement | null,
  onClose: () => void,
) {
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !bubble) return;
    const follow = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (trigger.contains(target) || bubble.contains(target)) return stop();
      const a = trigger.getBoundingClientRect();
      const b = bubble.getBoundingClientRect();
      const inside =
        event.clientX >= Math.min(a.left, b.left) &&
        event.clientX <= Math.max(a.right, b.right) &&
        event.clientY >= Math.min(a.top, b.top) &&
        event.clientY <= Math.max(a.bottom, b.bottom);
      if (!inside) {
        stop();
        onClose();
      }
    };
    const start = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') document.addEventListener('pointermove', follow);
    };
    const stop = () => document.removeEventListener('pointermove', follow);
    trigger.addEventListener('pointerleave', start);
    bubble.addEventListener('pointerleave', start);
    return () => {
      stop();
      trigger.removeEventListener('pointerleave', start);
      bubble.removeEventListener('pointerleave', start);
    };
  }, [triggerRef, bubble, onClose]);
}
