import type { IssueRef } from '@journal/shared';
import type { ScholarlyRecord } from '@journal/shared/metadata';
import { HomeSummary } from './firstHtml/HomeSummary.tsx';
import { NotFoundSummary } from './firstHtml/NotFoundSummary.tsx';
import { RecordSummary } from './firstHtml/RecordSummary.tsx';
import { renderBody } from './firstHtml/render.tsx';
import { TextSummary } from './firstHtml/TextSummary.tsx';
import { siteFrame } from './siteFrame.tsx';
import { createElement } from 'react';

/**
 * What the first HTML shows inside #root: the page's summary (title, description or abstract, links)
 * in the app's frame, drawn by the app's own components (firstHtml/). Crawlers without JavaScript read
 * it; readers see it at first paint (it is the page's largest contentful paint), and the app shows the
 * same node until the section's own content replaces it (shell/src/layout/ServerSummary.tsx). Keep each
 * summary's largest block at least as big as what the page paints first, or the page's LCP moves to the app.
 */

/**
 * The frame as the app's Layout draws it (siteFrame.tsx renders the Layout itself) with the page's
 * summary in the main column. `address` is the path with its query (the header marks the link of the page shown).
 */
export function firstPaint(summary: string, address: string, latest: IssueRef | null = null): string {
  return siteFrame(summary, address, latest);
}

export const recordSummary = (record: ScholarlyRecord) => renderBody(createElement(RecordSummary, { record }));

/** A heading (with the section's name above it, as list pages show it) and the page's description. */
export const textSummary = (heading: string, text: string, eyebrow?: string) =>
  renderBody(createElement(TextSummary, { heading, text, eyebrow }));

export const homeSummary = () => renderBody(createElement(HomeSummary));

export const notFoundSummary = () => renderBody(createElement(NotFoundSummary));
