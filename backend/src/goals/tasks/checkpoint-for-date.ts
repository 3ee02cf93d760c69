/**
 * The checkpoint a task added by hand on `date` belongs to, when none was chosen (Home's Add
 * Task dialog sends only the goal and the day): the one whose week holds the date. A plan has
 * 7-12 weekly checkpoints over 13 weeks, so some weeks have none: then the latest checkpoint
 * begun by that date (the week being worked on), else the first. Null without checkpoints.
 */
export function checkpointForDate<T extends { startDate: string; endDate: string }>(
  checkpoints: readonly T[],
  date: string,
): T | null {
  const byStart = [...checkpoints].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const begun = byStart.filter((checkpoint) => checkpoint.startDate <= date);
  return begun.at(-1) ?? byStart[0] ?? null;
}
