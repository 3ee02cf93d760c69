import { Badge, buttonClasses } from '@goalcoach/ui';
import { ArrowLeft, Shield } from 'lucide-react';
import { Link } from '@goalcoach/routing';
import { GoalHistory } from '../features/goal-history/components/goal-history';
import { AccessControl } from '../features/invite-code/components/access-control';
import { StatCards } from '../features/stats/components/stat-cards';
import { ResourceUsage } from '../features/usage/components/resource-usage';
import { UserManagement } from '../features/users/components/user-management';

/** SPEC §2 Admin dashboard: figures, users, the invite code, usage and goal history. */
export function AdminPage() {
  return (
    <section
      className="gc-stack gc-admin-page"
      data-testid="page-admin"
      aria-labelledby="page-admin-title"
    >
      <header className="gc-admin-header">
        <Link
          to="/"
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          data-testid="admin-back-home"
        >
          <ArrowLeft aria-hidden size={16} />
          Back to Home
        </Link>
        <div className="gc-admin-header__row">
          <div className="gc-admin-header__intro">
            <h1 id="page-admin-title" className="gc-admin-header__title">
              Admin Dashboard
            </h1>
            <p className="gc-admin-muted">Monitor users, resources, and system usage</p>
          </div>
          <Badge variant="warning" className="gc-admin-header__badge" data-testid="admin-badge">
            <Shield aria-hidden />
            Admin Access
          </Badge>
        </div>
      </header>

      <StatCards />

      <div className="gc-admin-grid">
        <UserManagement />
        <div className="gc-stack gc-admin-grid__side">
          <AccessControl />
          <ResourceUsage />
        </div>
      </div>

      <GoalHistory />
    </section>
  );
}
