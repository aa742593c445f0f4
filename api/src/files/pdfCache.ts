import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * PDFs are typeset when an article is imported (npm run import); any that are missing (a seeded
 * database) are generated on first request by the worker pool (pdfWorkers.ts) and kept on disk, so the first start stays fast and a
 * benchmark database of 100,000 papers costs nothing until a file is read. Concurrent first requests
 * for the same file share one generation; files are written to a temporary name and renamed, so a
 * reader never sees half a PDF.
 */
export class PdfCache {
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  async get(folder: string, name: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
    const file = path.join(this.dir, folder, `${name}.pdf`);
    try {
      return await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let job = this.pending.get(file);
    if (!job) {
      job = this.generate(file, build).finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    return job;
  }

  private async generate(file: string, build: () => Promise<Uint8Array>): Promise<Buffer> {
    const bytes = Buffer.from(await build());
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
    return bytes;
  }
}
