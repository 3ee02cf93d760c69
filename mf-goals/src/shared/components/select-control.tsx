import { cn } from '@goalcoach/ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import './select-control.css';

export type SelectControlProps = ComponentPropsWithRef<'select'> & {
  /** Classes for the frame around the select and its chevron (e.g. its place in a row). */
  frameClassName?: string;
};

/**
 * A native select with the chevron drawn over it. Its props (id, aria-*) reach the select
 * itself, so a Field around it names and describes the select, not the frame.
 */
export function SelectControl({ className, frameClassName, ...rest }: SelectControlProps) {
  return (
    <div className={cn('goals-select', frameClassName)}>
      <select {...rest} className={cn('gc-input goals-select__control', className)} />
      <ChevronDown aria-hidden size={16} className="goals-select__icon" />
    </div>
  );
}
