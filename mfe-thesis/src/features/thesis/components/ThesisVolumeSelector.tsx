import { Link } from '@journal/shared/router';
import { SelectorStrip } from '@journal/shared/ui';
import type { ThesisIndexYear } from '../thesisSlice.ts';
import { thesisListHref } from '../thesisLinks.ts';

export interface ThesisVolumeSelectorProps {
  index: ThesisIndexYear[];
  year: number;
  volume: number;
}

/** Volume N, (year) chips, newest first, with arrows and a See all volumes link (SPEC 2.3, 2.4). */
export function ThesisVolumeSelector({ index, year, volume }: ThesisVolumeSelectorProps) {
  const items = index.flatMap((entry) =>
    entry.volumes.map((candidate) => ({
      key: `${entry.year}-${candidate.volume}`,
      label: `Volume ${candidate.volume}, (${entry.year})`,
      active: entry.year === year && candidate.volume === volume,
      href: thesisListHref(entry.year, candidate.volume),
    })),
  );
  return (
    <SelectorStrip
      label="Volume"
      items={items}
      footer={
        <Link to="/thesis" className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
          See all volumes
        </Link>
      }
    />
  );
}
