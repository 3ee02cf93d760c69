// Apart from tooltip.tsx, so that the lazily loaded Radix layer can take it without importing
// the component that loads it.
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';
