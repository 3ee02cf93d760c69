import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { composeHandlers, composeRefs } from '../../lib/compose';
import { preloadOverlaysWhenIdle, useOverlays } from '../../overlays/load-overlays';
import { TriggerElement, type TriggerElementProps } from '../../overlays/trigger-element';
import { useHasOpened, useOpenState } from '../../overlays/use-open-state';
import type { DialogContentProps } from './dialog-content-props';
import { DialogStateContext, useDialogState, type DialogState } from './dialog-state';
import { useBackCloses } from './use-back-closes';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Non-modal dialogs leave the rest of the page interactive. Defaults to true. */
  modal?: boolean;
  children?: ReactNode;
};

/**
 * Keeps the open state; the Radix code is only fetched for the content (see DialogContent).
 * Back closes an open dialog instead of leaving the page.
 */
export function Dialog({ open, onOpenChange, defaultOpen, modal = true, children }: DialogProps) {
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  useBackCloses(isOpen, setOpen);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement>(null);
  useEffect(preloadOverlaysWhenIdle, []);
  const state = useMemo<DialogState>(
    () => ({ open: isOpen, setOpen, modal, contentId, triggerRef }),
    [isOpen, setOpen, modal, contentId],
  );
  return <DialogStateContext value={state}>{children}</DialogStateContext>;
}

export type DialogTriggerProps = TriggerElementProps;

export function DialogTrigger({ ref, onClick, ...rest }: DialogTriggerProps) {
  const dialog = useDialogState('DialogTrigger');
  const triggerRef = useMemo(
    () => composeRefs<HTMLElement>(ref, dialog.triggerRef),
    [ref, dialog.triggerRef],
  );
  return (
    <TriggerElement
      type="button"
      aria-haspopup="dialog"
      aria-expanded={dialog.open}
      aria-controls={dialog.open ? dialog.contentId : undefined}
      data-state={dialog.open ? 'open' : 'closed'}
      {...rest}
      ref={triggerRef}
      onClick={composeHandlers(onClick, () => dialog.setOpen(!dialog.open))}
    />
  );
}

/**
 * Nothing until the dialog first opens; then Radix's dialog, once its code is in (opening
 * waits for it the first time only).
 */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialogState('DialogContent');
  const overlays = useOverlays(dialog.open);
  const hasOpened = useHasOpened(dialog.open);
  if (!overlays || !hasOpened) return null;
  return <overlays.DialogLayer {...props} dialog={dialog} />;
}

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div {...rest} className={cn('gc-dialog__footer', className)} />;
}

export type DialogCloseProps = TriggerElementProps;

export function DialogClose({ asChild = false, onClick, ...rest }: DialogCloseProps) {
  const dialog = useDialogState('DialogClose');
  return (
    <TriggerElement
      type="button"
      {...rest}
      asChild={asChild}
      onClick={composeHandlers(onClick, () => dialog.setOpen(false))}
    />
  );
}
