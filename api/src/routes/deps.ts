import type { AnswerCache } from '../cache/answerCache.ts';
import type { PdfCache } from '../files/pdfCache.ts';
import type { MailDelivery } from '../mail/outbox.ts';
import type { PdfWorkers } from '../files/pdfWorkers.ts';
import type { ArchiveRepo } from '../repos/archive.ts';
import type { ConferenceRepo } from '../repos/conference.ts';
import type { ContentRepo } from '../repos/content.ts';
import type { InboxRepo } from '../repos/inbox.ts';
import type { ThesisRepo } from '../repos/thesis.ts';
import type { UsageCounter } from '../usage/usageCounter.ts';

/** What route plugins receive: repositories over one database, and the PDF cache. */
export interface RouteDeps {
  archive: ArchiveRepo;
  conference: ConferenceRepo;
  thesis: ThesisRepo;
  content: ContentRepo;
  inbox: InboxRepo;
  pdfs: PdfCache;
  /** Where PDFs and imported articles' figures and files are kept. */
  filesDir: string;
  /** Typesets missing PDFs off the event loop. */
  pdfWorkers: PdfWorkers;
  /** Serialised answers of the hot read calls (issue lists, archive search). */
  answers: AnswerCache;
  rateLimits: RateLimits;
  /** Delivers the outbox's mail (newsletter confirmations and welcomes); `nudge` after queueing some. */
  mailDelivery: MailDelivery;
  /** Views and downloads under COUNTER rules. */
  usage: UsageCounter;
  /** The public site, for links in messages. */
  siteUrl: string;
}

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  contact: RateLimitRule;
  newsletter: RateLimitRule;
}
