import { ADMIN_SEARCH_MAX_LENGTH } from '@goalcoach/contracts';
import { Input, Section } from '@goalcoach/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { AdminList } from '../../../shared/components/admin-list';
import { Pager } from '../../../shared/components/pager';
import { countOf } from '../../../shared/lib/page-count';
import { useAdminTimeZone } from '../../../shared/lib/use-admin-time-zone';
import { useAdminUsers } from '../api/use-admin-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserRow } from './user-row';
import './user-management.css';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/** User Management: every account, searchable by name or e-mail, a page at a time. */
export function UserManagement() {
  const timeZone = useAdminTimeZone();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const users = useAdminUsers(page, search);

  return (
    <Section
      title="User Management"
      description="Everyone with an account, newest first"
      contentClassName="gc-stack"
      data-testid="admin-users"
    >
      <div className="gc-admin-search">
        <Search aria-hidden className="gc-admin-search__icon" />
        <Input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          placeholder="Search by name or email"
          aria-label="Search users by name or email"
          className="gc-admin-search__input"
          data-testid="admin-users-search"
        />
      </div>
      <AdminList
        query={users}
        loadingText="Loading users..."
        emptyText="No users found"
        errorTitle="Unable to load users"
        errorText="Something went wrong while loading the users. Please try again."
        label="Users"
        testId="admin-users-list"
        rowKey={(user) => user.id}
        renderRow={(user) => <UserRow user={user} timeZone={timeZone} />}
        onPageChange={(next) => setPaging({ search, page: next })}
        footer={(shown) => (
          <Pager
            page={shown.page}
            pageSize={shown.pageSize}
            total={shown.total}
            totalText={countOf(shown.total, 'user', 'users')}
            label="users"
            testIdPrefix="admin-users"
            onPageChange={(next) => setPaging({ search, page: next })}
          />
        )}
      />
    </Section>
  );
}
