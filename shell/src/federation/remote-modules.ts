import type { RemoteName } from '@goalcoach/contracts';
import type { PageAddress } from '@goalcoach/routing';
import type { ComponentType, ReactNode } from 'react';

/** What the shell gives every remote page. */
type RemotePageProps = {
  /** The shell's 404 page, for paths below the remote's prefix that it does not know. */
  notFound: ReactNode;
};

/**
 * What a remote exposes for a page: a component that renders its own routes, and what starts
 * the data the page at an address shows first. The shell calls `preloadData` as soon as the
 * page's code has loaded, so the data is on its way while React renders the page rather than
 * after, and no query waits for another's answer to start.
 */
export type RemotePageModule = {
  default: ComponentType<RemotePageProps>;
  preloadData?: (address: PageAddress) => void;
};

/** What a remote exposes for a part of a shell screen (e.g. a tab of a shell dialog). */
export type RemotePanelModule = { default: ComponentType };

/** What a remote exposes for a dialog the shell opens (e.g. the daily check-in). */
export type RemoteDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };
export type RemoteDialogModule = { default: ComponentType<RemoteDialogProps> };

/** Exposed pages, typed one by one. */
type RemotePageModules = {
  'mf_goals/HomePage': RemotePageModule;
  'mf_goals/routes': RemotePageModule;
  'mf_habits/routes': RemotePageModule;
  'mf_reviews/routes': RemotePageModule;
  'mf_vision/routes': RemotePageModule;
  'mf_admin/routes': RemotePageModule;
};

/** Exposed panels, typed one by one. */
type RemotePanelModules = {
  'mf_goals/RecentlyDeleted': RemotePanelModule;
};

/** Exposed dialogs, typed one by one. */
type RemoteDialogModules = {
  'mf_reviews/CheckInDialog': RemoteDialogModule;
};

/** What a remote exposes to run in the background of every signed-in page (renders nothing). */
export type RemoteBackgroundModule = { default: ComponentType };

/** Exposed background modules, typed one by one. */
type RemoteBackgroundModules = {
  'mf_reviews/InPageReminders': RemoteBackgroundModule;
};

/** Every exposed module the shell loads. */
export type RemoteModules = RemotePageModules &
  RemotePanelModules &
  RemoteDialogModules &
  RemoteBackgroundModules;

export type RemoteModuleId = keyof RemoteModules;
export type RemotePageId = keyof RemotePageModules;
export type RemotePanelId = keyof RemotePanelModules;
export type RemoteDialogId = keyof RemoteDialogModules;
export type RemoteBackgroundId = keyof RemoteBackgroundModules;

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
