import type { RefObject } from 'react';
import type { LayoutMode } from '../layoutMode.ts';
import { journalInfoMenu, policiesMenu } from '../menus.ts';
import { DownloadCard } from './DownloadCard.tsx';
import { LinkListCard } from './LinkListCard.tsx';
import { SubmitCard } from './SubmitCard.tsx';

export interface SidePanelProps {
  mode: LayoutMode;
  mainRef: RefObject<HTMLElement | null>;
}

/** The side column of docs/sections.md, hidden below the large-screen breakpoint. */
export function SidePanel({ mode, mainRef }: SidePanelProps) {
  if (mode.sidePanel === 'none') return null;
  return (
    <aside aria-label="Journal shortcuts" className="space-y-5 max-lg:hidden">
      <SubmitCard />
      {mode.sidePanel === 'full' && (
        <>
          <LinkListCard
            title="Quick Links"
            links={journalInfoMenu}
            collapsible={mode.collapsibleLists}
            mainRef={mainRef}
          />
          <DownloadCard />
          <LinkListCard title="Policies" links={policiesMenu} collapsible={mode.collapsibleLists} mainRef={mainRef} />
        </>
      )}
    </aside>
  );
}
