import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchArchiveAnswer } from '@journal/shared/contract';
import { apiPackageDir } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { restorePostgres } from '../db/postgresBackup.ts';
import { sql } from 'kysely';
import { query } from './query.ts';
import { callApi, killAllApis, startApi } from './realApi.ts';
import { createPostgresDatabase, type TestPostgres } from './testDatabase.ts';

/**
 * `npm run backup` on PostgreSQL while the API writes, and the restore docs/reliability.md describes:
 * pg_restore into an empty database, then the API started on it. 600 contact messages are sent, 32 at
 * a time; once 200 are acknowledged the backup starts. Every message acknowledged before it started
 * must be in the restored database, and the restored journal must answer searches.
 */
const run = promisify(execFile);
const TOTAL = 600;
const BACKUP_AFTER = 200;

let dir: string;
let live: TestPostgres;
let restored: TestPostgres;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-pg-backup-'));
  live = await createPostgresDatabase();
  restored = await createPostgresDatabase();
});
afterAll(async () => {
  killAllApis();
  await live.drop();
  await restored.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const backupCommand = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], {
    cwd: apiPackageDir,
    env: { ...process.env, ...env },
  });

describe('npm run backup on PostgreSQL', () => {
  it(
    'holds every write acknowledged before it started, and restores into a journal the API serves',
    { timeout: 240_000 },
    async () => {
      const api = await startApi(dir, { DATABASE_URL: live.url });
      const out = path.join(dir, 'backups', 'journal.dump');
      const acked: number[] = [];
      let ackedBeforeBackup: number[] | undefined;
      let backup: Promise<{ stdout: string }> | undefined;
      let next = 0;
      const send = async (n: number) => {
        const res = await callApi(
          api,
          '/contactUs',
          {
            name: `Reader ${n}`,
            email: `pg-backup-${n}@example.org`,
            subject: `Backup check ${n}`,
            message: `Message ${n}, written while pg_dump runs.`,
          },
          `10.8.${n >> 8}.${n & 255}`,
        );
        expect(res.status).toBe(201);
        acked.push(((await res.json()) as { id: number }).id);
        if (!backup && acked.length >= BACKUP_AFTER) {
          ackedBeforeBackup = [...acked];
          // The API's own DATABASE_URL, as an operator runs it beside the API.
          backup = backupCommand(['--out', out], { DATABASE_URL: live.url });
        }
      };
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < TOTAL) await send(next++);
        }),
      );
      const { stdout } = await backup!;
      expect(stdout).toMatch(/Backed up PostgreSQL .* tables listed by pg_restore/);
      api.child.kill('SIGTERM');
      await api.exited;
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);

      await restorePostgres(out, restored.url);
      const db = await openDatabase(restored.url);
      try {
        const ids = new Set(await query(db, sql`SELECT id FROM contact_messages`).column<number>());
        const missing = ackedBeforeBackup!.filter((id) => !ids.has(id));
        expect(missing, 'acknowledged before the backup, missing from the restored database').toEqual([]);
        expect(await query(db, sql`SELECT count(*) FROM papers`).value()).toBeGreaterThan(0);
      } finally {
        await db.close();
      }

      // The API starts on the restored database and writes after the restored messages.
      const again = await startApi(dir, { DATABASE_URL: restored.url });
      try {
        const search = await callApi(again, '/searchArchive', { search: 'learning' }, '10.8.255.1');
        expect(((await search.json()) as SearchArchiveAnswer).total_items).toBeGreaterThan(0);
        const message = await callApi(
          again,
          '/contactUs',
          { name: 'After restore', email: 'restored@example.org', subject: 'Hello', message: 'Written after restore.' },
          '10.8.255.2',
        );
        expect(message.status).toBe(201);
        expect(((await message.json()) as { id: number }).id).toBeGreaterThan(Math.max(...ackedBeforeBackup!));
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    },
  );

  it('refuses to overwrite a file', async () => {
    const existing = path.join(dir, 'existing.dump');
    fs.writeFileSync(existing, 'keep me');
    const failure = await backupCommand(['--db', live.url, '--out', existing]).catch((error: unknown) => error);
    expect((failure as { stderr: string }).stderr).toContain('exists: choose a new file');
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
  });
});
