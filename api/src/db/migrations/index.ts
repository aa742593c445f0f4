import { baseline } from './baseline.ts';
import { boundsInTheScan } from './boundsInTheScan.ts';
import { countedRankedMatches } from './countedRankedMatches.ts';
import { coveredIssueListing } from './coveredIssueListing.ts';
import { mailOutbox } from './mailOutbox.ts';
import { newestMatchSpans } from './newestMatchSpans.ts';
import { newestRanked } from './newestRanked.ts';
import { otherKindsIndex } from './otherKindsIndex.ts';
import { phrasePairs } from './phrasePairs.ts';
import { rankedMatchFunctions } from './rankedMatchFunctions.ts';
import { searchDocuments } from './searchDocuments.ts';
import type { Migration } from './migration.ts';

export type { Migration } from './migration.ts';

/** Every migration, in version order: the baseline (version 22), then each later change. */
export const migrations: readonly Migration[] = [
  baseline,
  coveredIssueListing,
  searchDocuments,
  mailOutbox,
  rankedMatchFunctions,
  phrasePairs,
  otherKindsIndex,
  countedRankedMatches,
  newestMatchSpans,
  newestRanked,
  boundsInTheScan,
];

/** The version a migrated database is at. */
export const LATEST_VERSION = Math.max(...migrations.map((m) => m.version));
