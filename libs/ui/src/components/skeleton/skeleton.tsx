import { type CSSProperties } from 'react';
import { cn } from '../../lib/cn';

export type SkeletonProps = {
  className?: string;
  /** Numbers are pixels. */
  width?: number | string;
  /** Numbers are pixels. */
  height?: number | string;
  radius?: 'sm' | 'md' | 'full';
  style?: CSSProperties;
};

export function Skeleton({ className, width, height, radius = 'md', style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('gc-skeleton', `gc-skeleton--radius-${radius}`, className)}
      style={{ width, height, ...style }}
    />
  );
}
