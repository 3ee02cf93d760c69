import type { RemoteName } from '@goalcoach/contracts';
import type { ComponentType, ReactNode } from 'react';

/** What the shell gives every remote page. */
export type RemotePageProps = {
  /** The shell's 404 page, for paths below the remote's prefix that it does not know. */
  notFound: ReactNode;
};

/** What a remote exposes for a page: a component that renders its own routes. */
export type RemotePageModule = { default: ComponentType<RemotePageProps> };

/** Every exposed module the shell loads, typed one by one. */
export type RemoteModules = {
  'mf_goals/HomePage': RemotePageModule;
  'mf_goals/routes': RemotePageModule;
  'mf_habits/routes': RemotePageModule;
  'mf_reviews/routes': RemotePageModule;
  'mf_vision/routes': RemotePageModule;
  'mf_admin/routes': RemotePageModule;
};

export type RemoteModuleId = keyof RemoteModules;

export function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
