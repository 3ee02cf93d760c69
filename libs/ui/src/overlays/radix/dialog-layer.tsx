import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import type { DialogContentProps } from '../../components/dialog/dialog-content-props';
import type { DialogState } from '../../components/dialog/dialog-state';
import { returnFocusOnClose } from '../../components/dialog/return-focus';
import { cn } from '../../lib/cn';
import { isInsideToaster } from '../../toast/toaster-marker';

type DialogLayerProps = DialogContentProps & { dialog: DialogState };

// Tells Radix the dialog is described by nothing, rather than by a missing Description.
const noDescription = { 'aria-describedby': undefined };

/** Radix's dialog, opened and closed by the state of our Dialog. */
export function DialogLayer({
  dialog,
  title,
  description,
  children,
  className,
  size = 'md',
  hideTitle = false,
  returnFocusTo,
  onPointerDownOutside,
  onInteractOutside,
  onCloseAutoFocus,
  ...rest
}: DialogLayerProps) {
  const interactedOutside = useRef(false);
  return (
    <DialogPrimitive.Root open={dialog.open} onOpenChange={dialog.setOpen} modal={dialog.modal}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="gc-dialog-overlay" />
        <DialogPrimitive.Content
          id={dialog.contentId}
          {...(description ? {} : noDescription)}
          {...rest}
          onPointerDownOutside={(event) => {
            onPointerDownOutside?.(event);
            // A toast's Undo or Close must not dismiss the dialog underneath it.
            if (isInsideToaster(event.target)) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            const target = event.target instanceof Node ? event.target : null;
            // Radix does not know our trigger: a click on it toggles the dialog by itself.
            if (dialog.triggerRef.current?.contains(target)) event.preventDefault();
            if (!event.defaultPrevented) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (returnFocusTo) returnFocusOnClose(event, returnFocusTo);
            // After a click elsewhere, a non-modal dialog leaves the focus where it went.
            if (dialog.modal || !interactedOutside.current) {
              returnFocusOnClose(event, dialog.triggerRef);
            }
            interactedOutside.current = false;
          }}
          className={cn('gc-dialog', `gc-dialog--${size}`, className)}
        >
          <div className={cn('gc-dialog__header', hideTitle && 'gc-visually-hidden')}>
            <DialogPrimitive.Title className="gc-dialog__title">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="gc-dialog__description">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <div className="gc-dialog__body">{children}</div>
          <DialogPrimitive.Close className="gc-close-button gc-dialog__close" aria-label="Close">
            <X aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
