import { isTemporaryDatabaseError } from './temporaryFailure.ts';

export interface HealthListener {
  /** The first temporary failure of an outage. */
  down(error: Error): void;
  /** The first answer after an outage, `ms` after its first failure. */
  up(ms: number): void;
}

/**
 * Whether the database answers, as seen by the queries the API runs: an outage is logged once when it
 * starts and once when the database answers again, not once per request that meets it.
 */
export class DatabaseHealth {
  private downSince: number | undefined;
  private listener: HealthListener | undefined;

  watch(listener: HealthListener): void {
    this.listener = listener;
  }

  get down(): boolean {
    return this.downSince !== undefined;
  }

  /** Reports `error` if it is a temporary failure (true), starting an outage if none is under way. */
  failed(error: unknown): boolean {
    if (!isTemporaryDatabaseError(error)) return false;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      this.listener?.down(error as Error);
    }
    return true;
  }

  answered(): void {
    if (this.downSince === undefined) return;
    const ms = Date.now() - this.downSince;
    this.downSince = undefined;
    this.listener?.up(ms);
  }
}
