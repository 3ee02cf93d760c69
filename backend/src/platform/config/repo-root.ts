import { fileURLToPath } from 'node:url';

/**
 * The monorepo root: this file sits at backend/{src,dist}/platform/config/, so the root is four
 * folders up whether it runs from the TypeScript sources (tests) or the build (production).
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
