// The Radix code of dialogs, menus and tooltips, with the popper and focus machinery under it.
// Only ever reached through the dynamic import in load-overlays.ts, so a page downloads it
// after its first render rather than with the design system.
export { DialogLayer } from './radix/dialog-layer';
export { Menu, MenuLayer } from './radix/menu-layer';
export { TooltipLayer } from './radix/tooltip-layer';
