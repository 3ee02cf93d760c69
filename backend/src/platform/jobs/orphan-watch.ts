/** An active job as the sweep saw it. */
export interface ActiveJob {
  queue: string;
  id: string;
  /** pg-boss's retry_count: it goes up each time the job is fetched again, so (id, attempt) is
   * one run of the job, never a later retry of it. */
  attempt: number;
  /** Nobody held the job's advisory lock at the look. */
  free: boolean;
}

/**
 * Decides which active jobs have lost their instance. A free lock alone is not proof: right
 * after the database restarted (every lock dropped), or while an owner's lock connection is
 * being re-opened, a live owner holds no lock for a second or two. So the lock must be found
 * free at two looks at least `confirmMs` apart, with the same run of the job, and the job must
 * not be running here. Owners take their locks again within a second of reconnecting.
 */
export class OrphanWatch {
  /** When each run (id:attempt) was first seen without its lock, for the runs still suspect. */
  private firstSeenFree = new Map<string, number>();

  constructor(private readonly confirmMs: number) {}

  /** The jobs to take back now; forgets suspects that were locked again or have ended. */
  observe(now: number, jobs: readonly ActiveJob[], runningHere: ReadonlySet<string>): ActiveJob[] {
    const stillSuspect = new Map<string, number>();
    const orphans: ActiveJob[] = [];
    for (const job of jobs) {
      if (!job.free || runningHere.has(job.id)) continue;
      const run = `${job.id}:${job.attempt}`;
      const since = this.firstSeenFree.get(run) ?? now;
      if (now - since >= this.confirmMs) orphans.push(job);
      else stillSuspect.set(run, since);
    }
    this.firstSeenFree = stillSuspect;
    return orphans;
  }
}
