import Database from 'better-sqlite3';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../config.ts';
import { openSqlite } from '../db/connection.ts';
import { createTestApp, type TestApp } from './testApp.ts';

/** Who may touch the SQLite database file (the embedded engine only; startTogether.test.ts runs on both). */
const run = promisify(execFile);
const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiPackageDir,
    env: { ...process.env, ...env },
    timeout: 240_000,
  });

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-safety-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('database file permissions', () => {
  it('creates the folder 0700 and the database, its WAL and shared-memory files 0600', async () => {
    const dbPath = path.join(dir, 'private', 'journal.db');
    const db = await openSqlite(dbPath);
    db.sqlite!.prepare(
      'INSERT INTO contact_messages (name, email, subject, message, client_ip, created_at) ' +
        "VALUES ('A', 'a@example.org', 'Hi', 'A message body', '192.0.2.1', 'now')",
    ).run();
    expect(modeOf(path.dirname(dbPath)).toString(8)).toBe('700');
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) expect(modeOf(file).toString(8), file).toBe('600');
    db.sqlite!.close();
  });

  it('tightens a database file created readable by everyone', async () => {
    const dbPath = path.join(dir, 'loose.db');
    fs.writeFileSync(dbPath, '', { mode: 0o644 });
    fs.chmodSync(dbPath, 0o644);
    (await openSqlite(dbPath)).sqlite!.close();
    expect(modeOf(dbPath).toString(8)).toBe('600');
  });
});

describe('opening a new file that another process is opening too', () => {
  it('waits while the other switches the file to WAL, then opens it', async () => {
    const dbPath = path.join(dir, 'switching.db');
    fs.writeFileSync(dbPath, '');
    // The other process's write lock on the still-empty file, as held while it writes the WAL header.
    const other = new Database(dbPath);
    other.exec('BEGIN IMMEDIATE');
    const opening = openSqlite(dbPath);
    await sleep(300);
    other.exec('ROLLBACK');
    other.close();
    const db = await opening;
    expect(db.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
    await db.close();
  });
});

describe('seed command', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  it('needs the database named: it never picks the API database by itself', async () => {
    const failure = await tsx('src/cli/seed.ts', []).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('Name the database to (re)build with --db');
  });

  it('refuses a database a running API has open, and keeps what the API acknowledged', async () => {
    const dbPath = path.join(api.dir, 'journal.db');
    const sent = await api.post('/contactUs', {
      name: 'Ada Reader',
      email: 'ada@example.org',
      subject: 'Submission question',
      message: 'Is the deadline for volume 5 still open?',
    });
    expect(sent.statusCode).toBe(201);
    for (const args of [
      ['--db', dbPath],
      ['--db', dbPath, '--fresh'],
    ]) {
      const failure = await tsx('src/cli/seed.ts', args).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 2 });
      expect((failure as { stderr: string }).stderr).toContain(
        `${dbPath} is in use by the running API (process ${process.pid})`,
      );
    }
    expect(fs.existsSync(dbPath)).toBe(true);
    const db = new Database(dbPath, { readonly: true });
    expect(db.prepare('SELECT count(*) FROM contact_messages WHERE email = ?').pluck().get('ada@example.org')).toBe(1);
    db.close();
  }, 60_000);

  it("refuses a symbolic link to the API's database, and a hard link to it", async () => {
    const dbPath = path.join(api.dir, 'journal.db');
    const symbolic = path.join(dir, 'symbolic.db');
    const hard = path.join(api.dir, 'hard.db');
    fs.symlinkSync(dbPath, symbolic);
    try {
      const viaSymbolic = await tsx('src/cli/seed.ts', ['--db', symbolic], { JOURNAL_DB: dbPath }).catch(
        (error: unknown) => error,
      );
      expect(viaSymbolic).toMatchObject({ code: 2 });
      expect((viaSymbolic as { stderr: string }).stderr).toContain(`is the API's database (${dbPath})`);
      fs.linkSync(dbPath, hard);
      const viaHard = await tsx('src/cli/seed.ts', ['--db', hard, '--fresh']).catch((error: unknown) => error);
      expect(viaHard).toMatchObject({ code: 2 });
      expect((viaHard as { stderr: string }).stderr).toContain(`${hard} has 2 names (hard links)`);
      const imported = await tsx('src/cli/import.ts', ['--db', hard, 'no-such.xml']).catch((error: unknown) => error);
      expect((imported as { stderr: string }).stderr).toContain(`${hard} has 2 names (hard links)`);
    } finally {
      fs.rmSync(hard, { force: true });
    }
    expect(fs.existsSync(`${hard}-wal`)).toBe(false);
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 120_000);

  it('refuses a database another process has open under another name, with no marker of ours', async () => {
    const dbPath = path.join(dir, 'held.db');
    const holder = (await openSqlite(dbPath)).sqlite!;
    holder.prepare('SELECT count(*) FROM contact_messages').get();
    const symbolic = path.join(dir, 'held-link.db');
    fs.symlinkSync(dbPath, symbolic);
    try {
      const failure = await tsx('src/cli/seed.ts', ['--db', symbolic]).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 2 });
      expect((failure as { stderr: string }).stderr).toContain('is open in another process');
    } finally {
      holder.close();
    }
  }, 60_000);

  it('removes the lock entries of processes that are gone, and seeds', async () => {
    const dbPath = path.join(dir, 'stale.db');
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    const deadPid = stdout.trim();
    fs.mkdirSync(`${dbPath}.in-use`);
    fs.writeFileSync(path.join(`${dbPath}.in-use`, deadPid), 'then\n');
    await tsx('src/cli/seed.ts', ['--db', dbPath, '--papers', '5']);
    expect(fs.existsSync(`${dbPath}.in-use`)).toBe(false);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('stale.db'))).toEqual(['stale.db']);
    // The seed writes with a rollback journal and hands the file back in WAL mode, as the API opens it.
    const seeded = new Database(dbPath, { readonly: true });
    expect(seeded.pragma('journal_mode', { simple: true })).toBe('wal');
    seeded.close();
  }, 240_000);

  it('leaves no lock entry behind when the seed is stopped by a signal', async () => {
    const dbPath = path.join(dir, 'stopped.db');
    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts', '--db', dbPath, '--papers', '5000'], {
      cwd: apiPackageDir,
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => seed.on('exit', (_code, signal) => resolve(signal)));
    await new Promise<void>((resolve) => {
      seed.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Seeding')) resolve();
      });
    });
    expect(fs.readdirSync(`${dbPath}.in-use`)).toEqual([String(seed.pid)]);
    seed.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    expect(fs.existsSync(`${dbPath}.in-use`)).toBe(false);
  }, 240_000);

  it('refuses a database another process is writing to', async () => {
    const dbPath = path.join(dir, 'locked.db');
    const holder = (await openSqlite(dbPath)).sqlite!;
    holder.exec('BEGIN IMMEDIATE');
    try {
      const failure = await tsx('src/cli/seed.ts', ['--db', dbPath, '--papers', '5']).catch((error: unknown) => error);
      expect((failure as { stderr: string }).stderr).toContain('is open in another process');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
  }, 60_000);
});
