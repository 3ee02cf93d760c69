import { useCallback, useState } from 'react';

export type OpenStateOptions = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Open state controlled by `open` when given, else kept here; changes reach `onOpenChange`. */
export function useOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: OpenStateOptions): [boolean, (open: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const controlled = open !== undefined;
  const current = controlled ? open : ownOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === current) return;
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [controlled, current, onOpenChange],
  );
  return [current, setOpen];
}

/**
 * Whether the overlay has been open at least once: its Radix parts then stay rendered, so a
 * closing one plays its exit animation before Radix unmounts it.
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}
