import type { MenuContentProps } from '@radix-ui/react-menu';
import type { Ref } from 'react';

// Apart from dropdown-menu.tsx, so that the lazily loaded Radix layer can take them without
// importing the component that loads it.

export type DropdownMenuContentProps = Omit<MenuContentProps, 'onEntryFocus'> & {
  ref?: Ref<HTMLDivElement>;
};
