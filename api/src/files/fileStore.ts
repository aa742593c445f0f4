import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where generated files (PDFs typeset on first request) are kept, behind the one interface every
 * instance uses: today a directory all instances mount (JOURNAL_FILES_DIR), later possibly object
 * storage (docs/deployment.md, "Shared files"). A name is a relative path with `/` separators.
 */
export interface FileStore {
  /** The file's bytes, or undefined when there is none by that name. */
  read(name: string): Promise<Buffer | undefined>;
  /** Writes the whole file so that a reader on any instance sees the old file or the new one, never part of one. */
  write(name: string, bytes: Uint8Array): Promise<void>;
}

export class UnsafeFileName extends Error {}

/** A file store on a directory: each write goes to a temporary name beside the target, is flushed, then renamed. */
export function directoryFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const resolve = (name: string): string => {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new UnsafeFileName(`${name} is outside the file store`);
    return file;
  };
  return {
    async read(name) {
      try {
        return await fs.readFile(resolve(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async write(name, bytes) {
      const file = resolve(name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A random temporary name: instances on other machines share the directory and may share a pid.
      const temp = `${file}.${randomUUID()}.tmp`;
      const handle = await fs.open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        // On disk before the rename makes it visible, so a crash cannot leave an empty file under the real name.
        await handle.datasync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
  };
}
