import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  POSTGRES_ZONE_NAMES_SQL,
  type PostgresZoneNames,
  postgresZoneNames,
  zoneKnownToBoth,
} from './time-zone-names.js';

/** The time zones a user may have: those both this process and PostgreSQL know. */
@Injectable()
export class TimeZones {
  private postgres: Promise<PostgresZoneNames> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** The zone as PostgreSQL spells it, or undefined when either side does not know it. */
  async spelling(zone: string): Promise<string | undefined> {
    return zoneKnownToBoth(zone, await this.postgresNames());
  }

  /** Read once per process (PostgreSQL's list changes only with its upgrade), again after a failure. */
  private postgresNames(): Promise<PostgresZoneNames> {
    this.postgres ??= this.dataSource
      .query<{ name: string }[]>(POSTGRES_ZONE_NAMES_SQL)
      .then(postgresZoneNames)
      .catch((error: unknown) => {
        this.postgres = undefined;
        throw error;
      });
    return this.postgres;
  }
}
