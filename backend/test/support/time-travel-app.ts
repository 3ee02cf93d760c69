import { instantAt, shiftDate } from '@goalcoach/time-travel';
import { ManualClock } from '../../src/platform/clock/clock.js';
import type { Env } from '../../src/platform/config/load-config.js';
import type { ApiClient } from './api-client.js';
import { appPerBlock } from './app-per-block.js';
import type { TestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';
import { TEST_PASSWORD, signedIn } from './test-users.js';

/**
 * One app for a whole time-travel spec file, on a ManualClock that each moment's block moves:
 * an app per moment would cost more than the checks it runs.
 */
export function timeTravelApp(env?: (db: TestDatabase) => Env): {
  clock: ManualClock;
  block: { readonly db: TestDatabase; readonly app: TestApp };
} {
  const clock = new ManualClock();
  return { clock, block: appPerBlock(env, { clock }) };
}

let travellers = 0;

/** A person living in one zone, moving through time with the app's clock. */
export class Traveller {
  private constructor(
    readonly client: ApiClient,
    private readonly email: string,
    readonly zone: string,
    private readonly clock: ManualClock,
  ) {}

  /** Signs up a new person in `zone` at the clock's instant (each with an address of their own). */
  static async signUp(app: TestApp, clock: ManualClock, zone: string): Promise<Traveller> {
    travellers += 1;
    const name = `Traveller ${travellers}`;
    const client = await signedIn(app, name, zone);
    return new Traveller(client, `traveller${travellers}@example.com`, zone, clock);
  }

  /**
   * Moves the clock to `instant` and signs in again, so that a jump of days back or forth never
   * meets the end of a session (7 idle days, 30 in all) instead of the rule under test.
   */
  async at(instant: Date): Promise<void> {
    this.clock.set(instant);
    const response = await this.client.signIn(this.email, TEST_PASSWORD);
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  }

  /** As `at`, to wall-clock `time` (HH:mm) of `date` in the traveller's zone. */
  atLocal(date: string, time: string): Promise<void> {
    return this.at(instantAt(`${date}T${time}`, this.zone));
  }
}

/** The Sunday that starts `date`'s week (weeks run Sunday to Saturday). */
export function sundayOf(date: string): string {
  return shiftDate(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** Every date from `first` to `last`, both included. */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}
