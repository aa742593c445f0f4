import { describe, expect, it } from 'vitest';
import { migrations } from './migrations.ts';
import { postgresMigrations } from './migrations.postgres.ts';

/**
 * Every schema change is made on both engines under one number (docs/api.md, "Migrations"): the
 * PostgreSQL list starts with the whole schema of SQLite migrations 1 to 19 as version 19, and each
 * later SQLite migration has its PostgreSQL twin with the same version.
 */
const BASELINE = 19;

describe('the migrations of the two engines', () => {
  it('start PostgreSQL at the baseline and pair every later SQLite migration with a PostgreSQL one', () => {
    expect(postgresMigrations[0]?.version).toBe(BASELINE);
    const later = migrations.filter((m) => m.version > BASELINE).map((m) => m.version);
    expect(postgresMigrations.slice(1).map((m) => m.version)).toEqual(later);
  });

  it('number each list in increasing order, each version once', () => {
    for (const list of [migrations, postgresMigrations]) {
      const versions = list.map((m) => m.version);
      expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    }
  });
});
