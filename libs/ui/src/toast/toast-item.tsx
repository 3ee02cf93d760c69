import { CircleCheck, CircleX, X } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cn } from '../lib/cn';
import { dismissToast, type ToastRecord } from './toast-store';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function isDocumentHidden(): boolean {
  return document.visibilityState === 'hidden';
}

/** Closes the toast after its duration; the clock stops while `paused` and resumes where it was. */
function useAutoDismiss(id: string, duration: number, paused: boolean): void {
  const remaining = useRef(duration);

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, paused]);
}

export type ToastItemProps = {
  toast: ToastRecord;
};

export function ToastItem({ toast }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hidden = useSyncExternalStore(subscribeToVisibility, isDocumentHidden, () => false);
  useAutoDismiss(toast.id, toast.duration, hovered || focused || hidden);

  const dismiss = () => dismissToast(toast.id);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    }
  };

  // Touch "hover" never ends, so only a mouse pauses the clock.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const Icon =
    toast.variant === 'success' ? CircleCheck : toast.variant === 'destructive' ? CircleX : null;

  return (
    <li
      className={cn('gc-toast', `gc-toast--${toast.variant}`)}
      data-state="open"
      data-toast-id={toast.id}
      tabIndex={-1}
      aria-atomic="true"
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {Icon && (
        <span className="gc-toast__icon" aria-hidden="true">
          <Icon />
        </span>
      )}
      <div className="gc-toast__body">
        <p className="gc-toast__title">{toast.title}</p>
        {toast.description && <p className="gc-toast__description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="gc-toast__action"
          onClick={() => {
            toast.action?.onClick();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="gc-close-button gc-toast__close"
        aria-label="Dismiss notification"
        onClick={dismiss}
      >
        <X aria-hidden="true" />
      </button>
    </li>
  );
}
