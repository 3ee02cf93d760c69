import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { isInsideToaster } from '../../toast/toaster-marker';
import { returnFocusOnClose } from './return-focus';

export type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Non-modal dialogs leave the rest of the page interactive. Defaults to true. */
  modal?: boolean;
  children?: ReactNode;
};

export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

export type DialogTriggerProps = ComponentPropsWithRef<typeof DialogPrimitive.Trigger>;

export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger {...props} />;
}

// Tells Radix the dialog is described by nothing, rather than by a missing Description.
const noDescription = { 'aria-describedby': undefined };

export type DialogSize = 'sm' | 'md' | 'lg';

export type DialogContentProps = Omit<
  ComponentPropsWithRef<typeof DialogPrimitive.Content>,
  'title' | 'children'
> & {
  title: string;
  description?: string;
  children?: ReactNode;
  size?: DialogSize;
  /** Hides the title visually; it still names the dialog for assistive technology. */
  hideTitle?: boolean;
  /**
   * Where the focus goes on close when the dialog has no DialogTrigger (e.g. the button that
   * opened it); skipped when that element has left the page or is disabled.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function DialogContent({
  title,
  description,
  children,
  className,
  size = 'md',
  hideTitle = false,
  returnFocusTo,
  onPointerDownOutside,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="gc-dialog-overlay" />
      <DialogPrimitive.Content
        {...(description ? {} : noDescription)}
        {...rest}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          // A toast's Undo or Close must not dismiss the dialog underneath it.
          if (isInsideToaster(event.target)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (returnFocusTo) returnFocusOnClose(event, returnFocusTo);
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
  );
}

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

export function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div {...rest} className={cn('gc-dialog__footer', className)} />;
}

export type DialogCloseProps = ComponentPropsWithRef<typeof DialogPrimitive.Close>;

export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close {...props} />;
}
