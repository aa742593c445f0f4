import { useStyledReference } from '@journal/shared';
import { citationBlock } from '@journal/shared/citation';
import { recordFromArchivePaper } from '@journal/shared/metadata';
import { citationSourceOf } from '@journal/shared/scholarly';
import type { PaperRecord } from '../api.ts';

const CitationBlock = citationBlock({ useStyledReference });

/** "Cite this article": its chunk carries the citation builders and the paper's metadata record. */
export function PaperCitation({ id, paper }: { id: string; paper: PaperRecord }) {
  const record = recordFromArchivePaper(paper);
  return <CitationBlock id={id} source={citationSourceOf(record, window.location.origin)} work={record} />;
}
