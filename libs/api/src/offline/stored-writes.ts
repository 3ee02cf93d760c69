import type { Mutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/**
 * The offline writes that a copy in IndexedDB holds: only these come back after a reload. One
 * stays stored when a later save fails, since the copy that holds it stays in place.
 */
const stored = new WeakSet<AnyMutation>();
const listeners = new Set<() => void>();

/** A new function at each change, so that React, comparing snapshots, sees one. */
let isStored = (mutation: AnyMutation): boolean => stored.has(mutation);

export function markStored(mutations: readonly AnyMutation[]): void {
  const fresh = mutations.filter((mutation) => !stored.has(mutation));
  if (fresh.length === 0) return;
  for (const mutation of fresh) stored.add(mutation);
  isStored = (mutation) => stored.has(mutation);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Whether a write is stored. The mutation cache says nothing when a save ends, so the caller
 * renders again through this when more writes are stored.
 */
export function useIsStored(): (mutation: AnyMutation) => boolean {
  return useSyncExternalStore(subscribe, () => isStored);
}
