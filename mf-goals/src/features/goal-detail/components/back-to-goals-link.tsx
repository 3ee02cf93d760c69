import { buttonClasses } from '@goalcoach/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@goalcoach/routing';

export type BackToGoalsLinkProps = {
  variant?: 'ghost' | 'primary';
  testId?: string;
};

export function BackToGoalsLink({ variant = 'ghost', testId }: BackToGoalsLinkProps) {
  return (
    <Link
      to="/"
      className={buttonClasses({ variant, size: variant === 'ghost' ? 'sm' : 'md' })}
      data-testid={testId}
    >
      <ArrowLeft aria-hidden size={16} />
      Back to Goals
    </Link>
  );
}
