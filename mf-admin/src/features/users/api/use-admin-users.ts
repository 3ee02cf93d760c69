import { ADMIN_PAGE_SIZE, type AdminUserRow } from '@goalcoach/contracts';
import { queryKeys } from '../../../shared/api/api-paths';
import { useAdminPage } from '../../../shared/api/use-admin-page';

/** `GET /api/admin/users?page=&pageSize=&search=`; an empty search is left out. */
export function useAdminUsers(page: number, search: string) {
  return useAdminPage<AdminUserRow>(
    queryKeys.users({ page, pageSize: ADMIN_PAGE_SIZE, ...(search && { search }) }),
  );
}
