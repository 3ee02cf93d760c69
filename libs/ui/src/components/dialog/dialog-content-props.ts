import type { DialogContentProps as RadixDialogContentProps } from '@radix-ui/react-dialog';
import type { ReactNode, Ref, RefObject } from 'react';

// Apart from dialog.tsx, so that the lazily loaded Radix layer can take them without importing
// the component that loads it.

type DialogSize = 'sm' | 'md' | 'lg';

export type DialogContentProps = Omit<RadixDialogContentProps, 'title' | 'children'> & {
  ref?: Ref<HTMLDivElement>;
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
