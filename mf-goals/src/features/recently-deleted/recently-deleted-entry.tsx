import { RecentlyDeletedPanel } from './components/recently-deleted-panel';

/** Exposed as `mf_goals/RecentlyDeleted`: the shell shows it in Account Settings. */
export default function RecentlyDeleted() {
  return <RecentlyDeletedPanel />;
}
