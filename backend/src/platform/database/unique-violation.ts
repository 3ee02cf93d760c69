import { QueryFailedError } from 'typeorm';

/** True when PostgreSQL refused a write for a unique index (by name, when one is given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return (
    driverError?.code === '23505' &&
    (constraint === undefined || driverError.constraint === constraint)
  );
}
