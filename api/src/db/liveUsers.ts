import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Which processes have a database open, so that the commands that rebuild or write a database (seed,
 * import, backup) can refuse one the API is serving (docs/reliability.md, "Database guards"). Checked on
 * the file, never only on the name given: a symbolic link resolves to its target, a hard link (another
 * name for the same inode) is refused, since SQLite keeps the write-ahead log beside the name it was
 * opened by and two names mean two logs for one file (SQLITE_CORRUPT).
 * Two signals: each API process leaves its process id in `<real path>.in-use/` while it runs (entries of
 * processes that are gone, after a `kill -9` or a power cut, are removed when read), and SQLite's own
 * locks, which every connection holds on the file's inode whatever name it used.
 */
export function inUseFolder(dbPath: string): string {
  return `${realPath(dbPath)}.in-use`;
}

/** The path with every symbolic link resolved (of its folder, when the file does not exist yet). */
export function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(file)), path.basename(file));
    } catch {
      return path.resolve(file);
    }
  }
}

/**
 * Records this process as a user of the database; the returned function removes the record, and the
 * folder with it when no other process has one there, so nothing is left beside the database.
 */
export function markInUse(dbPath: string): () => void {
  const folder = inUseFolder(dbPath);
  const file = path.join(folder, String(process.pid));
  // Another process may remove the folder, found empty, between this one's mkdir and write: then again.
  for (let attempt = 1; ; attempt++) {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, `${new Date().toISOString()}\n`, { mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
    }
  }
  return () => {
    fs.rmSync(file, { force: true });
    removeIfEmpty(folder);
  };
}

/**
 * markInUse for a command: the record goes when the process ends, whether it finishes, fails or is
 * stopped by a signal (after which the signal is raised again, so the command ends as it would have).
 */
export function markInUseUntilExit(dbPath: string): void {
  const unmark = markInUse(dbPath);
  process.on('exit', unmark);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      unmark();
      process.kill(process.pid, signal);
    });
  }
}

function removeIfEmpty(folder: string): void {
  try {
    fs.rmdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT') throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** Process ids, other than this one, that have the database open now; entries of dead ones are removed. */
export function liveUsers(dbPath: string): number[] {
  const folder = inUseFolder(dbPath);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return [];
  }
  const live: number[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue;
    if (isRunning(pid)) live.push(pid);
    else fs.rmSync(path.join(folder, name), { force: true });
  }
  return live;
}

function identity(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Why `target` must not be opened for writing by a command, or undefined when it may: a folder, a file
 * with more than one name, or (with `exclusive`, for a rebuild) the live database `liveDb` under any
 * name, a file a running process has registered, or one that SQLite reports open elsewhere.
 */
export function whyNotToWrite(target: string, options: { liveDb?: string; exclusive: boolean }): string | undefined {
  const real = realPath(target);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(real);
  } catch {
    stat = undefined;
  }
  if (stat?.isDirectory()) return `${target} is a folder, not a database file.`;
  if (stat && stat.nlink > 1)
    return (
      `${target} has ${stat.nlink} names (hard links): SQLite keeps its write-ahead log beside the name ` +
      `it opens, so a second name would corrupt the database. Use one name.`
    );
  if (!options.exclusive) return undefined;
  if (options.liveDb && stat) {
    const live = realPath(options.liveDb);
    const same = identity(real) === identity(live);
    const sameWal = identity(`${real}-wal`) !== undefined && identity(`${real}-wal`) === identity(`${live}-wal`);
    if (same || sameWal)
      return `${target} is the API's database (${live}): stop the API and name it directly, or name another file.`;
  }
  const users = liveUsers(real);
  if (users.length > 0) return `${target} is in use by the running API (process ${users.join(', ')}): stop it first.`;
  if (stat && isOpenElsewhere(real))
    return `${target} is open in another process (SQLite holds a lock on it): stop whatever has it open first.`;
  return undefined;
}

/**
 * True when another connection has the file open. An exclusive lock on the database file is refused
 * while any connection (in WAL mode, even an idle one) holds its shared lock, whatever name it used.
 */
function isOpenElsewhere(file: string): boolean {
  const probe = new Database(file, { timeout: 0, fileMustExist: true });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}
