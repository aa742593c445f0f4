import { issueChoiceName } from '@journal/shared/text';
import type { ArchiveIndexYear } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { SelectorStrip } from '@journal/shared/ui';
import type { IssueRef as IssueSelection } from '@journal/shared/routes';
import { issueLink, type ArchiveBase } from '@journal/shared/routes';
import { volumeChoices } from '../selection.ts';
import { ShareButton } from './ShareButton.tsx';

export interface IssueSelectorsProps {
  base: ArchiveBase;
  years: ArchiveIndexYear[];
  selection: IssueSelection;
  /** Issue numbers of the selected volume. */
  issues: number[];
}

/**
 * The volume strip ("Volume N, (year)"; choosing one keeps the issue, docs/sections.md) and the issue strip
 * (choosing one keeps volume and year). Both are links, so every choice is an address a reader can keep.
 */
export function IssueSelectors({ base, years, selection, issues }: IssueSelectorsProps) {
  const volumes = volumeChoices(years, selection.issue).map((choice) => ({
    key: `${choice.year}-${choice.volume}`,
    label: `Volume ${choice.volume}, (${choice.year})`,
    active: choice.year === selection.year && choice.volume === selection.volume,
    href: issueLink(base, choice.selection),
  }));
  const issueItems = issues.map((issue) => ({
    key: String(issue),
    label: issueChoiceName(issue),
    active: issue === selection.issue,
    href: issueLink(base, { ...selection, issue }),
  }));

  return (
    <div className="space-y-3">
      <SelectorStrip
        label="Volume"
        items={volumes}
        footer={
          <Link to="/archives" className={'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline'}>
            See all volumes
          </Link>
        }
      />
      <SelectorStrip label="Issue" items={issueItems} footer={base === 'archives' ? <ShareButton /> : undefined} />
    </div>
  );
}
