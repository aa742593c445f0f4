export { PaperCard, type PaperCardProps } from './PaperCard.tsx';
export { PaperCardList, type PaperCardListProps } from './PaperCardList.tsx';
export { HeldList } from './HeldList.tsx';
export { Pagination } from './Pagination.tsx';
export { scrollToTarget } from './scrollToTarget.ts';
export { SearchCount, foundText } from './SearchCount.tsx';
export { LoadingScreen } from './LoadingScreen.tsx';
export { NoPaperFound } from './NoPaperFound.tsx';
export { PageNotFound } from './PageNotFound.tsx';
export { NotFoundNotice } from './NotFoundNotice.tsx';
export { Breadcrumb, BackLink } from './Breadcrumb.tsx';
export { SelectorStrip } from './SelectorStrip.tsx';
export { GoogleSearchLink } from './GoogleSearchLink.tsx';
export { UsageCounts, WorkUsage, usageReportPath, type UsageCountsValue } from './UsageCounts.tsx';
export { RetryNotice } from './RetryNotice.tsx';
export {
  Fact,
  FactList,
  FactRows,
  DoiLink,
  PdfLink,
  AbstractSection,
  ReferencesSection,
  SectionLinks,
  citationLink,
  detailsSectionClass,
  keywordsHeadingClass,
} from './ArticleParts.tsx';
export { SuggestCombobox } from './SuggestCombobox.tsx';
export { AuthorLinks } from './AuthorLinks.tsx';
export { Highlighted } from './Highlighted.tsx';
export { unmarked } from '../text/searchText.ts';
export { KeywordLinks } from './KeywordLinks.tsx';
export { FeedLink } from './FeedLink.tsx';
export { LicenceBadge } from './LicenceBadge.tsx';
export { Icon, type IconName } from './Icon.tsx';
export { PageHeader } from './PageHeader.tsx';
export { IndexGrid, IndexCard } from './IndexGrid.tsx';
export { TextLink } from './TextLink.tsx';
export { Button, type ButtonProps } from './Button.tsx';
export { DisclosureButton, type DisclosureButtonProps } from './DisclosureButton.tsx';
export { referenceNumberClass } from './ReferenceList.tsx';
export {
  buttonClass,
  cardClass,
  cardTitleLinkClass,
  chipClass,
  CITATION_HEADING,
  kickerClass,
  leadClass,
  noticeBannerClass,
  orcidBadgeClass,
  pageHeadingClass,
  retractionBannerClass,
  sectionHeadingClass,
  smallTargetClass,
  textLinkClass,
  type ButtonVariant,
} from '../styles/classes.ts';

// The UI kit is a federation singleton: a remote built against an earlier 1.x imports these from the
// shell's copy at run time, so they stay until the next major version (docs/deployment.md, "Version
// rules"), though no section of this repository imports them today. The last line's components left the
// kit for `@journal/shared/widgets` (widgetsOnDemand.ts).
/** @public */ export { paginationWindow } from './paginationWindow.ts';
/** @public */ export { googleSearchUrl } from './googleSearch.ts';
/** @public */ export { PlumXBadge } from './PlumXBadge.tsx';
/** @public */ export { ReferenceList } from './ReferenceList.tsx';
/** @public */ export {
  Accordion,
  SearchBox,
  WorkCard,
  WorkCardList,
  type AccordionItem,
  type WorkCardWork,
} from './widgetsOnDemand.ts';
