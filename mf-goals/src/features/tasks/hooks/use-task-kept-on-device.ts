import { offlineWriteKeys, useKeptWrites, type TaskStatusWrite } from '@goalcoach/api';

/** Whether a tick of this task is kept on the device, waiting to be sent. */
export function useTaskKeptOnDevice(taskId: string): boolean {
  return useKeptWrites<TaskStatusWrite>(offlineWriteKeys.taskStatus).some(
    (write) => write.taskId === taskId,
  );
}
