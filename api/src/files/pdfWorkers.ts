import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfArticle } from './pdf.ts';

interface Job {
  article: PdfArticle;
  resolve: (b: Uint8Array) => void;
  reject: (e: Error) => void;
}

/** The queue is full (overall, or for this client): answered 503 with Retry-After. */
export class PdfQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many PDFs are being generated; try again in ${retryAfterSeconds} seconds`);
  }
}

/**
 * A bounded pool of worker threads that typeset PDFs, so a request for a PDF not generated yet
 * (an article imported without --files, a seeded database) never typesets on the API's event loop:
 * the loop only queues the job and sends the bytes when they come back. At most `size` PDFs are
 * typeset at a time. The waiting jobs are bounded (docs/reliability.md, "PDF generation"): at most
 * `maxQueued` in all and `maxPerClient` per client, beyond which render() throws PdfQueueFull; and
 * they are taken from the clients in turn, so one client asking for hundreds delays everyone else by
 * at most one PDF per worker. Workers start on first use and are ended by close().
 */
export class PdfWorkers {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  /** Waiting jobs per client, the clients in the order they are served next. */
  private readonly queues = new Map<string, Job[]>();
  private queued = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (b: Uint8Array) => void; reject: (e: Error) => void; worker: Worker }
  >();
  private nextId = 1;

  constructor(
    readonly size = Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    readonly maxQueued = 64,
    readonly maxPerClient = 4,
  ) {}

  /** Typesets `article` for `client` (an address), or throws PdfQueueFull when too many wait. */
  render(article: PdfArticle, client = ''): Promise<Uint8Array> {
    const mine = this.queues.get(client) ?? [];
    if (this.queued >= this.maxQueued || mine.length >= this.maxPerClient)
      // A PDF takes about a second per worker: by then the queue ahead has moved on.
      return Promise.reject(new PdfQueueFull(Math.max(1, Math.ceil(this.queued / this.size))));
    return new Promise((resolve, reject) => {
      mine.push({ article, resolve, reject });
      this.queues.set(client, mine);
      this.queued++;
      this.pump();
    });
  }

  /** The next client's first job; that client goes to the back of the line. */
  private next(): Job | undefined {
    for (const [client, jobs] of this.queues) {
      const job = jobs.shift();
      this.queues.delete(client);
      if (jobs.length > 0) this.queues.set(client, jobs);
      if (job) {
        this.queued--;
        return job;
      }
    }
    return undefined;
  }

  private pump(): void {
    while (this.queued > 0) {
      const worker = this.idle.pop() ?? (this.all.length < this.size ? this.start() : undefined);
      if (!worker) return;
      const job = this.next();
      if (!job) {
        this.idle.push(worker);
        return;
      }
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
