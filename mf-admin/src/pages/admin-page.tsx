import { EmptyState } from '@goalcoach/ui';
import { Shield } from 'lucide-react';

export function AdminPage() {
  return (
    <section className="gc-stack" data-testid="page-admin" aria-labelledby="page-admin-title">
      <header>
        <h1 id="page-admin-title">Admin Dashboard</h1>
        <p>Monitor users, resources, and system usage</p>
      </header>
      <EmptyState
        icon={<Shield aria-hidden size={32} />}
        title="No usage yet"
        description="Users, usage, cost and the invite code will be managed here."
      />
    </section>
  );
}
