/** What a refinement left as it was: the completed tasks, and those the person wrote. */
export function keptSentence(ownTasks: number): string {
  if (ownTasks === 0) return 'Completed tasks were kept.';
  const yours = ownTasks === 1 ? 'the task' : `the ${ownTasks} tasks`;
  return `Completed tasks were kept, and ${yours} you wrote or changed.`;
}
