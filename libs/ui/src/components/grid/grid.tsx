import { type CSSProperties, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A step of the spacing scale (--gc-space-<step>). */
export type GridGap = 1 | 2 | 3 | 4 | 5 | 6 | 8;

/** Columns on phones, or from a breakpoint on: sm 640 px, md 768 px, lg 1024 px. */
export type GridColumns = number | { base?: number; sm?: number; md?: number; lg?: number };

export type GridProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'ul' | 'ol' | 'dl';
  /** One column on phones by default; each breakpoint keeps the one before unless given. */
  columns?: GridColumns;
  /** 1 rem by default. */
  gap?: GridGap;
};

/** The custom properties .gc-grid (layout.css) reads. */
function gridProperties(columns: GridColumns | undefined, gap: GridGap | undefined) {
  const style: Record<string, string | number> = {};
  const counts = typeof columns === 'number' ? { base: columns } : columns;
  for (const [breakpoint, count] of Object.entries(counts ?? {})) {
    style[breakpoint === 'base' ? '--gc-grid-columns' : `--gc-grid-columns-${breakpoint}`] = count;
  }
  if (gap) style['--gc-grid-gap'] = `var(--gc-space-${gap})`;
  return style as CSSProperties;
}

/** Equal columns, as many as the screen's width is given. */
export function Grid({ as: Element = 'div', columns, gap, className, style, ...rest }: GridProps) {
  return (
    <Element
      {...rest}
      className={cn('gc-grid', className)}
      style={{ ...gridProperties(columns, gap), ...style }}
    />
  );
}
