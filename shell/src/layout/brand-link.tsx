import { Compass } from 'lucide-react';
import { Link } from '@goalcoach/routing';
import './brand-link.css';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="shell-brand" aria-label="GoalCoach home">
      <Compass aria-hidden size={24} />
      <span>GoalCoach</span>
    </Link>
  );
}
