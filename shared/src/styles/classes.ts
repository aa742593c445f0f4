/**
 * The site's one look, as class strings every section builds on (docs/design.md). A page heading, a
 * link, a button, a chip and a card read the same in the shell and in every remote because they come
 * from here, not from a copy per page. The focus ring is not a class: the theme draws one ring on every
 * focusable element (base.css beside this file), content HTML included.
 *
 * Each string is written whole so Tailwind finds its classes in this file (docs/architecture.md, "Styles").
 */

/** The h1 of every page: serif, 30 px, bold, in the brand's darkest blue. */
export const pageHeadingClass = 'font-serif text-3xl leading-tight font-bold text-balance text-brand-900';

/** An h2 that heads a card or a part of a page. */
export const sectionHeadingClass = 'text-xl font-semibold text-brand-900';

/**
 * Body text is slate-700 on every page, running prose (abstracts, articles, posts) included: one reading
 * colour, 10:1 on white. Headings are brand-900, small print slate-600.
 */

/** The short line under a page heading (what the page holds, what to do on it). */
export const leadClass = 'mt-2 text-slate-700';

/** What kind of work a details page shows, above its title ("Thesis", "Conference Paper", an article type). */
export const kickerClass =
  'inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold tracking-wide text-brand-800 uppercase';

/** A link in running text or in a list of facts. */
export const textLinkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * A link in small text outside running prose (the footer's lists, its contact and licence links, an
 * author's ORCID iD): at least 24 by 24 px whatever its font size, WCAG 2.2's minimum target (2.5.8).
 */
export const smallTargetClass = 'inline-block min-h-6 min-w-6';

/** The section's name over a list page's heading ("Archives", "Contents", a conference's year). */
export const eyebrowClass = 'text-sm font-medium text-brand-700';

/** The home page's opening card (`homeIntro` of `@journal/shared/widgets`: mfe-info's HomePage and the site server's first HTML of "/"). */
export const introCardClass = 'space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200';

/** The line over the home page's heading, and the paragraph under it. */
export const introEyebrowClass = 'text-sm font-semibold uppercase tracking-wide text-accent-700';
export const introTextClass = 'max-w-3xl text-lg text-slate-700';

/**
 * ORCID's "iD" mark beside an author's identifier: ORCID's green with near-black letters, 11:1 (white
 * letters on that green are 1.8:1, which axe reports).
 */
export const orcidBadgeClass = 'rounded-full bg-orcid px-1 text-[10px] leading-4 font-bold text-slate-950';

/** A notice over a details page: the article has a correction, an expression of concern or an addendum, or is one. */
export const noticeBannerClass = 'rounded-md border-l-4 border-amber-700 bg-amber-50 p-4 text-slate-900';

/** A retraction over a details page, which no reader may miss: a thick red frame, red-950 on red-50 (15:1). */
export const retractionBannerClass = 'rounded-md border-4 border-red-800 bg-red-50 p-4 text-red-950';

/** The title link of a card in a list (underlined on hover only: the card itself says it is a link). */
export const cardTitleLinkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'accent' | 'floating';

const buttonBase =
  'inline-flex items-center justify-center gap-2 text-sm font-semibold ' +
  'disabled:cursor-not-allowed disabled:opacity-70';

// Each variant's box and colours, written whole so Tailwind finds them (and no two paddings compete).
const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'rounded-md px-4 py-2 bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'rounded-md px-4 py-2 border border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
  quiet: 'rounded-md px-4 py-2 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  /** The main action on a dark surface (the footer, the submit card): accent on brand-800. */
  accent: 'rounded-md px-4 py-2 bg-accent-500 text-slate-950 hover:bg-white',
  /** The floating widgets' bar (scroll to top, chat): round, raised, at least 44 px. */
  floating: 'min-h-11 min-w-11 rounded-full p-3 bg-brand-700 text-white shadow-lg hover:bg-brand-800',
};

/** A button, or a link that looks like one (Download PDF, Return Home, Read the latest issue). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `${buttonBase} ${buttonVariants[variant]}`;
}

/** A rounded chip: keywords, issue numbers, volumes and tags. */
export const chipClass =
  'inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ' +
  'underline-offset-2 hover:bg-brand-100 hover:underline';

/** A white card with a hairline border: index entries, details headers, the sections of a details page. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** The citation card's heading, and the details header's link to it: papers, conference papers and theses alike. */
export const CITATION_HEADING = 'Cite this article';
