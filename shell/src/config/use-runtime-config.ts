import type { RuntimeConfig } from '@goalcoach/contracts';
import { useQuery } from '@tanstack/react-query';

const OFFLINE_DEFAULTS: RuntimeConfig = {
  feedbackUrl: null,
  environment: 'production',
};

/** Settings the backend gives per environment; safe defaults while loading or unreachable. */
export function useRuntimeConfig(): RuntimeConfig {
  const { data } = useQuery<RuntimeConfig>({ queryKey: ['/config'] });
  return data ?? OFFLINE_DEFAULTS;
}
