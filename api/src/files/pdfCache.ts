import { LockUnavailable, type Locks } from '../cluster/locks.ts';
import type { FileStore } from './fileStore.ts';

/**
 * PDFs are typeset when an article is imported (npm run import); any that are missing (a seeded
 * database) are generated on first request by the worker pool (pdfWorkers.ts) and kept in the shared
 * file store, so the first start stays fast and a benchmark database of 100,000 papers costs nothing
 * until a file is read. A missing file is typeset once however many requests and instances ask at the
 * same moment: concurrent requests in one process share one generation, and across instances a lock
 * (cluster/locks.ts) lets one typeset while the others wait and then read its file. The store writes
 * atomically, so a reader never sees half a PDF.
 */
export class PdfCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** PDFs this process typeset (the tests and the bench read it). */
  generated = 0;

  constructor(
    private readonly files: FileStore,
    private readonly locks: Locks,
    private readonly onLockUnavailable: (error: LockUnavailable) => void = () => {},
  ) {}

  async get(folder: string, name: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
    const file = `${folder}/${name}.pdf`;
    const stored = await this.files.read(file);
    if (stored) return stored;
    let job = this.pending.get(file);
    if (!job) {
      job = this.generateOnce(file, build).finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    return job;
  }

  private async generateOnce(file: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
    try {
      // Read again under the lock: the instance that held it before us has written the file.
      return await this.locks.hold(
        `pdf:${file}`,
        async () => (await this.files.read(file)) ?? this.generate(file, build),
      );
    } catch (error) {
      if (!(error instanceof LockUnavailable)) throw error;
      // A reader is not refused a PDF because the lock is away: at worst two instances typeset the same file.
      this.onLockUnavailable(error);
      return (await this.files.read(file)) ?? this.generate(file, build);
    }
  }

  private async generate(file: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
    const bytes = Buffer.from(await build());
    this.generated++;
    await this.files.write(file, bytes);
    return bytes;
  }
}
