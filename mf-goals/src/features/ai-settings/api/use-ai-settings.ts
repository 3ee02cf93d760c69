import { apiClient } from '@goalcoach/api';
import type { AiSettings, UpdateAiSettingsRequest } from '@goalcoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** The settings in force; read afresh each time the dialog opens (an admin may have saved). */
export function useAiSettings(enabled: boolean) {
  return useQuery<AiSettings>({
    queryKey: queryKeys.aiSettings(),
    enabled,
    refetchOnMount: 'always',
  });
}

/**
 * Saving and resetting settle once the settings are read again, so what the dialog shows next
 * (values, who changed them and when) is the server's.
 */
function useReadSettingsAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.aiSettings() });
}

export function useSaveAiSettings() {
  const readAgain = useReadSettingsAgain();
  return useMutation({
    mutationFn: (request: UpdateAiSettingsRequest) => apiClient.put(apiPaths.aiSettings, request),
    onSuccess: readAgain,
  });
}

export function useResetAiSettings() {
  const readAgain = useReadSettingsAgain();
  return useMutation({
    mutationFn: () => apiClient.delete(apiPaths.aiSettings),
    onSuccess: readAgain,
  });
}
