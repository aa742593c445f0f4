import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfArticle } from './pdf.ts';

/**
 * A bounded pool of worker threads that typeset PDFs, so a request for a PDF not generated yet
 * (an article imported without --files, a seeded database) never typesets on the API's event loop:
 * the loop only queues the job and sends the bytes when they come back. At most `size` PDFs are
 * typeset at a time; the rest wait in order. Workers start on first use and are ended by close().
 */
export class PdfWorkers {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Array<{ article: PdfArticle; resolve: (b: Uint8Array) => void; reject: (e: Error) => void }> =
    [];
  private readonly waiting = new Map<
    number,
    { resolve: (b: Uint8Array) => void; reject: (e: Error) => void; worker: Worker }
  >();
  private nextId = 1;

  constructor(readonly size = Math.max(1, Math.min(2, os.availableParallelism() - 1))) {}

  render(article: PdfArticle): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ article, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.all.length < this.size ? this.start() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      this.waiting.set(id, { resolve: job.resolve, reject: job.reject, worker });
      worker.postMessage({ id, article: job.article });
    }
  }

  private start(): Worker {
    const worker = new Worker(new URL('./pdfWorker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = this.waiting.get(id);
      this.waiting.delete(id);
      if (error || !bytes) job?.reject(new Error(error ?? 'the PDF worker returned nothing'));
      else job?.resolve(bytes);
      this.idle.push(worker);
      this.pump();
    });
    worker.on('error', (error) => {
      for (const [id, job] of this.waiting)
        if (job.worker === worker) {
          job.reject(error);
          this.waiting.delete(id);
        }
      this.all.splice(this.all.indexOf(worker), 1);
      this.pump();
    });
    this.all.push(worker);
    return worker;
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}
