import { PageHead, recordFromArchivePaper } from '@journal/shared/metadata';
import { scholarlyHead } from '@journal/shared/scholarly';
import type { PaperRecord } from '../api.ts';

/**
 * The paper's whole head, from the same record and builders as the site server's, so the first HTML
 * and the page agree. Loaded after the first screen (DeferredHead in PaperArticle).
 */
export function PaperHead({ paper }: { paper: PaperRecord }) {
  return <PageHead head={scholarlyHead(recordFromArchivePaper(paper), window.location.origin)} />;
}
