/** The journal's information and policy pages and the landing pages: content written in this remote. */
import { routesOf, type SectionPages } from '@journal/shared/routes';
import { lazyInfoPage, lazyPage } from './features/info-pages/lazyPage.tsx';

// Each page's text is its own chunk, fetched on first visit (see lazyPage).
const impactFactorPage = lazyInfoPage(() =>
  import('./features/info-pages/content/information/impactFactor.ts').then((m) => m.impactFactor),
);

export const policyPages = {
  // About the journal and for authors
  'aim-and-scope': lazyInfoPage(() =>
    import('./features/info-pages/content/information/aimAndScope.ts').then((m) => m.aimAndScope),
  ),
  'indexing-and-abstracting': lazyInfoPage(() =>
    import('./features/info-pages/content/information/indexingAndAbstracting.ts').then((m) => m.indexingAndAbstracting),
  ),
  // The menus write /impact-Factor; /impact-factor is the same page.
  'impact-Factor': impactFactorPage,
  'impact-factor': impactFactorPage,
  FAQs: lazyInfoPage(() => import('./features/info-pages/content/information/faqs.ts').then((m) => m.faqs)),
  'journal-particulars': lazyInfoPage(() =>
    import('./features/info-pages/content/information/journalParticulars.ts').then((m) => m.journalParticulars),
  ),
  downloads: lazyInfoPage(() =>
    import('./features/info-pages/content/information/downloads.ts').then((m) => m.downloads),
  ),
  'journal-publishing-process': lazyInfoPage(() =>
    import('./features/info-pages/content/information/journalPublishingProcess.ts').then(
      (m) => m.journalPublishingProcess,
    ),
  ),
  'call-for-papers': lazyInfoPage(() =>
    import('./features/info-pages/content/information/callForPapers.ts').then((m) => m.callForPapers),
  ),
  'paper-status': lazyInfoPage(() =>
    import('./features/info-pages/content/information/paperStatus.ts').then((m) => m.paperStatus),
  ),
  'instruction-for-author': lazyInfoPage(() =>
    import('./features/info-pages/content/information/instructionForAuthor.ts').then((m) => m.instructionForAuthor),
  ),
  'article-processing-charges': lazyInfoPage(() =>
    import('./features/info-pages/content/information/articleProcessingCharges.ts').then(
      (m) => m.articleProcessingCharges,
    ),
  ),
  'guidance-for-ems': lazyInfoPage(() =>
    import('./features/info-pages/content/information/guidanceForEms.ts').then((m) => m.guidanceForEms),
  ),
  // Policies
  'publication-ethics-policy': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/publicationEthics.ts').then((m) => m.publicationEthics),
  ),
  'peer-review-policy': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/peerReviewPolicy.ts').then((m) => m.peerReviewPolicy),
  ),
  ethics: lazyPage(() => import('./features/info-pages/EthicsPage.tsx').then((m) => m.EthicsPage)),
  'cross-mark-policy': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/crossmarkPolicy.ts').then((m) => m.crossmarkPolicy),
  ),
  'privacy-policy': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/privacyPolicy.ts').then((m) => m.privacyPolicy),
  ),
  'terms-and-conditions': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/termsAndConditions.ts').then((m) => m.termsAndConditions),
  ),
  'refund-policy': lazyInfoPage(() =>
    import('./features/info-pages/content/policies/refundPolicy.ts').then((m) => m.refundPolicy),
  ),
  // Landing pages, each answering its own search
  'top-10-journals-in-computer-science': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/top10JournalsInComputerScience.ts').then(
      (m) => m.top10JournalsInComputerScience,
    ),
  ),
  'best-computer-science-journals': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/bestComputerScienceJournals.ts').then(
      (m) => m.bestComputerScienceJournals,
    ),
  ),
  'fast-publication-computer-science-journals-list': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/fastPublicationComputerScienceJournalsList.ts').then(
      (m) => m.fastPublicationComputerScienceJournalsList,
    ),
  ),
  'fast-publishing-computer-science-journals': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/fastPublishingComputerScienceJournals.ts').then(
      (m) => m.fastPublishingComputerScienceJournals,
    ),
  ),
  'top-computer-science-journals-list': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/topComputerScienceJournalsList.ts').then(
      (m) => m.topComputerScienceJournalsList,
    ),
  ),
  'top-computer-science-journals': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/topComputerScienceJournals.ts').then(
      (m) => m.topComputerScienceJournals,
    ),
  ),
  'top-computer-science-journals-in-india': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/topComputerScienceJournalsInIndia.ts').then(
      (m) => m.topComputerScienceJournalsInIndia,
    ),
  ),
  'low-cost-computer-science-journals-in-india': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/lowCostComputerScienceJournalsInIndia.ts').then(
      (m) => m.lowCostComputerScienceJournalsInIndia,
    ),
  ),
  'google-scholar-computer-science-journals-list': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/googleScholarComputerScienceJournalsList.ts').then(
      (m) => m.googleScholarComputerScienceJournalsList,
    ),
  ),
  'journal-for-computer-science-research': lazyInfoPage(() =>
    import('./features/info-pages/content/landing/journalForComputerScienceResearch.ts').then(
      (m) => m.journalForComputerScienceResearch,
    ),
  ),
} satisfies Partial<SectionPages<'info'>>;

export const policyRoutes = routesOf(policyPages);
