import type { ReactNode } from 'react';

export type QueryLoadingProps = {
  /** Read out while loading, e.g. "Loading milestones". */
  label: string;
  /** Lays the skeletons out like the content they stand for. */
  className?: string;
  testId?: string;
  /** The skeletons. */
  children: ReactNode;
};

/**
 * The busy placeholder a list or panel shows while its query has no answer yet. It is a status
 * (a plain div may not carry a name), so its label is both allowed and heard.
 */
export function QueryLoading({
  label,
  className = 'gc-stack',
  testId,
  children,
}: QueryLoadingProps) {
  return (
    <div
      className={className}
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
