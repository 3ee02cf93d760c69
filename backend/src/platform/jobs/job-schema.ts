/** The job queue's own PostgreSQL schema (its migration creates it, like every schema change). */
export const JOB_SCHEMA = 'pgboss';
