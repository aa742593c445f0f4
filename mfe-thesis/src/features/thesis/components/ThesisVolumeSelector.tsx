import { Link } from '@journal/shared/router';
import { SelectorStrip } from '@journal/shared/ui';
import type { ThesisIndexYear } from '../api.ts';
import { thesisVolumeLink } from '@journal/shared/routes';

export interface ThesisVolumeSelectorProps {
  index: ThesisIndexYear[];
  year: number;
  volume: number;
}

/**
 * Volume N, (year) chips, newest first whatever order the index arrives in (the archives' strip runs the
 * same way, docs/sections.md), with arrows and a See all volumes link.
 */
export function ThesisVolumeSelector({ index, year, volume }: ThesisVolumeSelectorProps) {
  const newestFirst = [...index].sort((a, b) => b.year - a.year);
  const items = newestFirst.flatMap((entry) =>
    [...entry.volumes]
      .sort((a, b) => b.volume - a.volume)
      .map((candidate) => ({
        key: `${entry.year}-${candidate.volume}`,
        label: `Volume ${candidate.volume}, (${entry.year})`,
        active: entry.year === year && candidate.volume === volume,
        href: thesisVolumeLink(entry.year, candidate.volume),
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
