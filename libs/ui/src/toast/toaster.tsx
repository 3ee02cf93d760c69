import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { TOASTER_ATTRIBUTE } from './toaster-marker';
import { ToastItem } from './toast-item';
import { useToastStore } from './toast-store';

export type ToasterProps = {
  /** Keyboard shortcut that moves focus to the current toast. */
  hotkey?: string;
};

/** Render once, in the shell. */
export function Toaster({ hotkey = 'F8' }: ToasterProps) {
  const toasts = useToastStore((state) => state.toasts);
  const regionRef = useRef<HTMLElement>(null);
  const open = toasts.filter((t) => t.open);
  const polite = open.filter((t) => t.variant !== 'destructive');
  const assertive = open.filter((t) => t.variant === 'destructive');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      const first = regionRef.current?.querySelector<HTMLElement>('.gc-toast');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  // Both live regions stay mounted: a toast added to an existing region is announced reliably.
  return createPortal(
    <section
      ref={regionRef}
      className="gc-toaster"
      aria-label={`Notifications (${hotkey})`}
      {...{ [TOASTER_ATTRIBUTE]: '' }}
    >
      <ol className="gc-toaster__list" aria-live="polite" role="list">
        {polite.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
      <ol className="gc-toaster__list" aria-live="assertive" role="list">
        {assertive.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}
