import type { Key } from 'react';
import { NoPaperFound } from './NoPaperFound.tsx';
import { PaperCard, type PaperCardProps } from './PaperCard.tsx';

export interface PaperCardListProps {
  cards: Array<PaperCardProps & { key: Key }>;
  /** Names the list for assistive technology. */
  label?: string;
  /** Under No Paper Found when the list is empty: what the reader can do. */
  emptyHint?: string;
}

/** A list of paper cards (an issue, a volume, a conference, a search), or No Paper Found when empty. */
export function PaperCardList({ cards, label, emptyHint }: PaperCardListProps) {
  if (cards.length === 0) return <NoPaperFound hint={emptyHint} />;
  return (
    <ul aria-label={label} className="space-y-4">
      {cards.map(({ key, ...card }) => (
        <li key={key}>
          <PaperCard {...card} />
        </li>
      ))}
    </ul>
  );
}
