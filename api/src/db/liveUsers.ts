import fs from 'node:fs';
import path from 'node:path';

/**
 * Which processes have a database open, so that the seed command can refuse to rebuild or delete a
 * database the API is serving (deleting it under the API loses every message acknowledged before and
 * after, at the next restart). SQLite cannot tell how many connections a file has, so each
 * API process leaves its process id in `<database>.in-use/` while it runs. An id whose process is gone
 * (a `kill -9`, a power cut) is ignored, so a crash never locks the database out.
 */
export function inUseFolder(dbPath: string): string {
  return `${path.resolve(dbPath)}.in-use`;
}

/** Records this process as a user of the database; the returned function removes the record. */
export function markInUse(dbPath: string): () => void {
  const folder = inUseFolder(dbPath);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(folder, String(process.pid));
  fs.writeFileSync(file, `${new Date().toISOString()}\n`, { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** Process ids, other than this one, that have the database open now. */
export function liveUsers(dbPath: string): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(inUseFolder(dbPath));
  } catch {
    return [];
  }
  return names.map(Number).filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid));
}
