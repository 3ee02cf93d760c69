import { ACCOUNT_EXPORT_PATH, type DeleteAccountRequest } from '@goalcoach/contracts';
import { apiClient, getFile } from '@goalcoach/api';

/** Used when the answer names no file. */
const EXPORT_FALLBACK_NAME = 'GoalCoach data.zip';

/** The account as a whole: everything in it as one ZIP, or erased with everything in it. */
export const accountApi = {
  downloadEverything: (onProgress: (receivedBytes: number) => void) =>
    getFile(ACCOUNT_EXPORT_PATH, { fallbackName: EXPORT_FALLBACK_NAME, onProgress }),
  delete: (body: DeleteAccountRequest) =>
    apiClient.delete('/account', { data: body }).then(() => undefined),
};
