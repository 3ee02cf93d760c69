import { ConfigError, type Env, loadConfig } from '../../src/platform/config/load-config.js';

/** The root every config spec loads from. */
export const CONFIG_ROOT = '/srv/goalcoach';

/** What loadConfig refuses in `env`: its ConfigError's problems, or none. */
export function problemsOf(env: Env): readonly string[] {
  try {
    loadConfig(env, CONFIG_ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
