import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  POSTGRES_ZONE_NAMES_SQL,
  postgresZoneNames,
  repairedZone,
} from '../platform/clock/time-zone-names.js';

/**
 * Users' zones that this process accepted but PostgreSQL does not know (`US/Pacific-New`) made
 * every query using them fail (`time zone … not recognized`). Each becomes the zone this process
 * takes it for when PostgreSQL knows that one (`America/Los_Angeles`), else UTC; zones both know
 * are written as PostgreSQL spells them. Sign-up and profile refuse such zones from now on.
 */
export class RepairTimeZones1764900000000 implements MigrationInterface {
  name = 'RepairTimeZones1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = postgresZoneNames(await queryRunner.query(POSTGRES_ZONE_NAMES_SQL));
    const stored = (await queryRunner.query('SELECT DISTINCT time_zone FROM users')) as {
      time_zone: string;
    }[];
    for (const { time_zone: zone } of stored) {
      const repaired = repairedZone(zone, postgres);
      if (repaired === zone) continue;
      await queryRunner.query('UPDATE users SET time_zone = $2 WHERE time_zone = $1', [
        zone,
        repaired,
      ]);
    }
  }

  async down(): Promise<void> {
    // The zones replaced were never usable: nothing to put back.
  }
}
