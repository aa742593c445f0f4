import type { FastifyReply } from 'fastify';
import { contentStamp } from '../db/contentVersion.ts';
import type { Db } from '../db/database.ts';

/**
 * Serialised answers of the hot read calls (issue lists and searches), kept by call and payload.
 *
 * The archive changes a few times a year, only by seeding and migrations, so an answer stays right
 * until the database's content changes. SQLite's `PRAGMA data_version` changes on this connection
 * whenever another connection (the seed command, an editor's tool) commits; on PostgreSQL the content
 * version is read at most once a second (db/contentVersion.ts); the cache then starts over. Writes
 * made through this process's own connection are the contact form and the newsletter, which no
 * cached answer reads. Whoever changes content through this connection calls `clear()`.
 *
 * Bounded in bytes and entries; least recently used answers go first. A hit skips SQLite and the
 * serialiser: the stored bytes are sent as they are (`X-Answer-Cache: hit`, otherwise `miss`). A computed
 * answer carries `Server-Timing: db;dur=<ms>, json;dur=<ms>` (the bench reads it).
 * No ETag: every call is a POST, whose answers browsers and HTTP caches do not keep or revalidate.
 */
export interface AnswerCacheOptions {
  /** Total size of the stored answers; 0 turns the cache off. */
  maxBytes: number;
  maxEntries?: number;
}

export const DEFAULT_ANSWER_CACHE_MB = 64;
/**
 * Enough for every issue page of a 100,000-paper archive (20,000 pages of five, 54 MB) with room to
 * spare: with 10,000, a crawler walking the issues in order evicted each page before its next visit.
 * The count bounds what the byte budget does not see (a key and a Map entry each, about 150 bytes).
 */
const DEFAULT_MAX_ENTRIES = 40_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export class AnswerCache {
  readonly maxBytes: number;
  readonly maxEntries: number;
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private version: string | undefined;
  private readonly dataVersion: () => Promise<string> | string;
  hits = 0;
  misses = 0;

  constructor(db: Db, options: AnswerCacheOptions) {
    this.maxBytes = Math.max(0, options.maxBytes);
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.dataVersion = contentStamp(db);
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Answers from the cache, or computes the answer, serialises it with the route's response schema
   * and keeps the bytes. `key` must identify the call and every payload field that shapes the answer.
   */
  async reply(reply: FastifyReply, key: string, compute: () => unknown): Promise<Buffer> {
    reply.type(JSON_TYPE);
    if (this.enabled) {
      await this.dropIfContentChanged();
      const stored = this.entries.get(key);
      if (stored) {
        this.hits++;
        // Most recently used last: Map keeps insertion order, so the first key is the eviction candidate.
        this.entries.delete(key);
        this.entries.set(key, stored);
        reply.header('x-answer-cache', 'hit');
        return stored;
      }
      this.misses++;
    }
    // Server-Timing tells what a computed answer cost: the database, then serialising it.
    const started = performance.now();
    const answer: unknown = await compute();
    const computed = performance.now();
    const body = Buffer.from(reply.serialize(answer) as string);
    reply.header(
      'server-timing',
      `db;dur=${(computed - started).toFixed(2)}, json;dur=${(performance.now() - computed).toFixed(2)}`,
    );
    if (this.enabled) {
      this.store(key, body);
      reply.header('x-answer-cache', 'miss');
    }
    return body;
  }

  private async dropIfContentChanged(): Promise<void> {
    const version = await this.dataVersion();
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
  }

  private store(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 4) return; // one huge answer must not empty the cache
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}
