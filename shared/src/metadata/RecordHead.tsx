import type { ScholarlyRecord } from '../api/types.ts';
import { PageHead } from './PageHead.tsx';
import { scholarlyHead } from './scholarly.ts';

/**
 * The whole head of a paper, thesis or conference paper page. Import it lazily, inside DeferredHead:
 * it brings the scholarly builders with it.
 */
export function RecordHead({ record, origin }: { record: ScholarlyRecord; origin: string }) {
  return <PageHead head={scholarlyHead(record, origin)} />;
}
