import { create } from 'zustand';

/** Only one toast is shown at a time; a new one replaces the current. */
export const TOAST_LIMIT = 1;
/** A toast stays open 5 s unless it asks for another duration. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A dismissed toast stays in the store this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

type ToastVariant = 'default' | 'success' | 'destructive';

type ToastAction = {
  label: string;
  onClick: () => void;
};

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; `Infinity` keeps it open. */
  duration?: number;
  action?: ToastAction;
};

export type ToastRecord = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
  open: boolean;
};

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
};

type ToastState = {
  toasts: ToastRecord[];
};

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

function clearRemoveTimer(id: string): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removeTimers.delete(id);
  }
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  const { toasts } = useToastStore.getState();
  const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  for (const t of targets) scheduleRemoval(t.id);
  const ids = new Set(targets.map((t) => t.id));
  useToastStore.setState({
    toasts: toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)),
  });
}

function updateToast(id: string, changes: Partial<ToastOptions>): void {
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((t) =>
      t.id === id
        ? {
            ...t,
            ...changes,
            variant: changes.variant ?? t.variant,
            duration: changes.duration ?? t.duration,
          }
        : t,
    ),
  }));
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DEFAULT_DURATION_MS,
  action,
}: ToastOptions): ToastHandle {
  const id = nextId();
  const record: ToastRecord = { id, title, description, variant, duration, action, open: true };
  const { toasts } = useToastStore.getState();
  const kept = [record, ...toasts].slice(0, TOAST_LIMIT);
  const keptIds = new Set(kept.map((t) => t.id));
  for (const t of toasts) {
    if (!keptIds.has(t.id)) clearRemoveTimer(t.id);
  }
  useToastStore.setState({ toasts: kept });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) => updateToast(id, changes),
  };
}
