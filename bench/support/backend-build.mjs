// The built backend a bench runs and reads: this tree's build (backend/dist), or another one to
// measure (BENCH_BACKEND_MAIN, e.g. one from before a change).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

const BACKEND_DIST = path.join(repoRoot, 'backend/dist');

/** This tree's backend build. */
export const TREE_BACKEND_MAIN = path.join(BACKEND_DIST, 'main.js');

export const BACKEND_MAIN = process.env.BENCH_BACKEND_MAIN ?? TREE_BACKEND_MAIN;

/** A module of this tree's backend build, by its path in backend/dist (e.g. 'goals/plan/plan-rules.js'). */
export function importBuilt(file) {
  return import(pathToFileURL(path.join(BACKEND_DIST, file)).href);
}
