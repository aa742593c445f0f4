import type { Kysely } from 'kysely';
import type { Engine } from '../database.ts';

/**
 * One numbered schema change, written once for both engines with Kysely's schema builder (docs/api.md,
 * "Migrations"). Never edit one a database may have applied: add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration runs before, and regardless of, the typed schema
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}
