import { Slot } from '@radix-ui/react-slot';
import { type ComponentPropsWithRef } from 'react';
import { composeHandlers } from '../lib/compose';
import { preloadOnIntent } from './load-overlays';

export type TriggerElementProps = ComponentPropsWithRef<'button'> & {
  /** Gives the props to the one child element instead of rendering a button. */
  asChild?: boolean;
};

/**
 * The element that opens an overlay: ours, never Radix's, so it stays the same node (and
 * keeps the focus) when the Radix code arrives. Pointing at it or focusing it fetches that code.
 */
export function TriggerElement({
  asChild = false,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: TriggerElementProps) {
  const props = {
    ...rest,
    onPointerEnter: composeHandlers(onPointerEnter, preloadOnIntent),
    onFocus: composeHandlers(onFocus, preloadOnIntent),
    onTouchStart: composeHandlers(onTouchStart, preloadOnIntent),
  };
  return asChild ? <Slot {...props} /> : <button {...props} />;
}
