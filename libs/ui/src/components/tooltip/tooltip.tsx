import { Slot } from '@radix-ui/react-slot';
import {
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { preloadOnIntent, useOverlays } from '../../overlays/load-overlays';
import { useHasOpened, useOpenState } from '../../overlays/use-open-state';
import { TooltipProvider, TooltipProviderContext, type TooltipTiming } from './tooltip-provider';
import type { TooltipSide } from './tooltip-side';

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

/** Sent when a tooltip opens, so any other open one closes. */
const TOOLTIP_OPEN = 'gc-tooltip-open';

export function Tooltip(props: TooltipProps) {
  const timing = use(TooltipProviderContext);
  if (timing) return <TooltipRoot {...props} timing={timing} />;
  return (
    <TooltipProvider>
      <TooltipWithOwnProvider {...props} />
    </TooltipProvider>
  );
}

function TooltipWithOwnProvider(props: TooltipProps) {
  const timing = use(TooltipProviderContext);
  if (!timing) throw new Error('TooltipProvider is missing');
  return <TooltipRoot {...props} timing={timing} />;
}

/**
 * The child is rendered as it is, with the handlers that open and close the tooltip; the
 * bubble is Radix's popper, fetched the first time a tooltip is pointed at or focused.
 */
function TooltipRoot({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open: openProp,
  defaultOpen,
  onOpenChange,
  className,
  timing,
}: TooltipProps & { timing: TooltipTiming }) {
  const [open, setOpenState] = useOpenState({ open: openProp, defaultOpen, onOpenChange });
  const [openedAfterDelay, setOpenedAfterDelay] = useState(false);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement>(null);
  const openTimerRef = useRef(0);
  const pointerDownRef = useRef(false);
  const pointerMoveOpenedRef = useRef(false);
  const overlays = useOverlays(open);
  const hasOpened = useHasOpened(open);

  // Every change cancels a pending delayed opening, so that one only fires while closed.
  const setOpen = useCallback(
    (next: boolean) => {
      window.clearTimeout(openTimerRef.current);
      if (next === open) return;
      if (next) {
        timing.onOpen();
        document.dispatchEvent(new CustomEvent(TOOLTIP_OPEN));
      } else {
        timing.onClose();
      }
      setOpenState(next);
    },
    [open, timing, setOpenState],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const openNow = () => {
    setOpenedAfterDelay(false);
    setOpen(true);
  };
  const openAfterDelay = () => {
    window.clearTimeout(openTimerRef.current);
    openTimerRef.current = window.setTimeout(() => {
      setOpenedAfterDelay(true);
      setOpen(true);
    }, delayDuration ?? timing.delayDuration);
  };

  useEffect(() => () => window.clearTimeout(openTimerRef.current), []);
  useEffect(() => {
    if (!open) return;
    document.addEventListener(TOOLTIP_OPEN, close);
    return () => document.removeEventListener(TOOLTIP_OPEN, close);
  }, [open, close]);

  const state = open ? (openedAfterDelay ? 'delayed-open' : 'instant-open') : 'closed';
  return (
    <>
      <Slot
        ref={triggerRef}
        aria-describedby={open ? contentId : undefined}
        data-state={state}
        onPointerEnter={preloadOnIntent}
        onTouchStart={preloadOnIntent}
        onPointerMove={(event) => {
          if (event.pointerType === 'touch' || pointerMoveOpenedRef.current) return;
          pointerMoveOpenedRef.current = true;
          preloadOnIntent();
          if (timing.isOpenDelayed()) openAfterDelay();
          else openNow();
        }}
        onPointerLeave={() => {
          pointerMoveOpenedRef.current = false;
          window.clearTimeout(openTimerRef.current);
          // A shown bubble stays while the pointer moves onto it (TooltipLayer closes it).
          if (!overlays) close();
        }}
        onPointerDown={() => {
          if (open) close();
          pointerDownRef.current = true;
          const released = () => (pointerDownRef.current = false);
          document.addEventListener('pointerup', released, { once: true });
        }}
        onFocus={() => {
          preloadOnIntent();
          // A click focuses too, and closes rather than opens.
          if (!pointerDownRef.current) openNow();
        }}
        onBlur={close}
        onClick={close}
      >
        {children}
      </Slot>
      {overlays && hasOpened && (
        <overlays.TooltipLayer
          open={open}
          state={state}
          contentId={contentId}
          triggerRef={triggerRef}
          side={side}
          align={align}
          className={className}
          onClose={close}
        >
          {content}
        </overlays.TooltipLayer>
      )}
    </>
  );
}
