import { Badge, buttonClasses, PageHeader } from '@goalcoach/ui';
import { ArrowLeft, Shield } from 'lucide-react';
import { Link } from '@goalcoach/routing';
import { GoalHistory } from '../features/goal-history/components/goal-history';
import { AccessControl } from '../features/invite-code/components/access-control';
import { StatCards } from '../features/stats/components/stat-cards';
import { ResourceUsage } from '../features/usage/components/resource-usage';
import { UserManagement } from '../features/users/components/user-management';
import './admin-page.css';

/** Admin dashboard: figures, users, the invite code, usage and goal history. */
export function AdminPage() {
  return (
    <section
      className="gc-stack gc-page"
      data-testid="page-admin"
      aria-labelledby="page-admin-title"
    >
      <PageHeader
        className="gc-admin-header"
        title="Admin Dashboard"
        titleId="page-admin-title"
        description="Monitor users, resources, and system usage"
        back={
          <Link
            to="/"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            data-testid="admin-back-home"
          >
            <ArrowLeft aria-hidden size={16} />
            Back to Home
          </Link>
        }
        actions={
          <Badge variant="warning" data-testid="admin-badge">
            <Shield aria-hidden />
            Admin Access
          </Badge>
        }
      />

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
