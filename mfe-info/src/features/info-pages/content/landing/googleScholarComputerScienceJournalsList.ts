import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "Google Scholar computer science journals list". How Scholar indexing works and what makes articles findable. */
export const googleScholarComputerScienceJournalsList: PageContent = {
  title: 'Google Scholar Indexed Computer Science Journals',
  metaTitle: `Google Scholar Computer Science Journals: How Indexing and Metadata Work | ${journal.name}`,
  description: `There is no official list of "Google Scholar journals". How Google Scholar finds articles, what metadata it needs, and how ${journal.shortName} and its authors make articles discoverable.`,
  lead: [
    'Authors often look for a list of "Google Scholar indexed journals". No such list exists: Google Scholar does not approve journals. It crawls the web for scholarly articles and includes those whose pages and files it can read and identify. Whether an article appears depends on how it is published, which is something you can check.',
  ],
  sections: [
    {
      id: 'how-scholar-finds-articles',
      heading: 'How Google Scholar Finds Articles',
      blocks: [
        'According to Google Scholar’s inclusion guidelines for publishers, its crawler looks for:',
        {
          list: [
            'one web page per article, showing at least the full title, the authors and the abstract;',
            'bibliographic meta tags in the page head (citation_title, citation_author, citation_publication_date, citation_journal_title, citation_pdf_url and the like);',
            'the full text as a PDF on the same site as the article page, and not behind a login or a script;',
            'pages that can be crawled and are listed in a sitemap.',
          ],
        },
        'Once an article is crawled, Scholar links it with the citations it finds in other indexed documents; that is where the "Cited by" count comes from.',
      ],
    },
    {
      id: 'what-ijcri-does',
      heading: `What ${journal.shortName} Does for Discoverability`,
      blocks: [
        {
          list: [
            'Every article has its own page with title, authors, abstract and references, and the Google Scholar citation tags in the page head, sent by the server so crawlers need not run JavaScript.',
            'The PDF of every article is served from the journal’s own site and linked from the article page.',
            `Every article with a DOI is registered with Crossref under the prefix ${journal.doiPrefix}, with its reference list, so its citations are linked across publishers.`,
            'Sitemaps list every issue and article for search engines.',
          ],
        },
        'More on where articles are registered is on the [Indexing and Abstracting](/indexing-and-abstracting) page.',
      ],
    },
    {
      id: 'what-authors-can-do',
      heading: 'What Authors Can Do',
      blocks: [
        {
          steps: [
            'Use the same form of your name in every paper, and give your ORCID iD when you submit.',
            'Create a Google Scholar profile and add the article to it once it appears; new articles usually appear within a few weeks of publication.',
            'Write a title and abstract that contain the terms researchers in your area search for.',
            'Share the DOI link rather than a copy of the PDF, so that every visit and citation points to the same record.',
            'Deposit the published version in your institutional repository, with a link to the article.',
          ],
        },
      ],
    },
    {
      id: 'scholar-and-quality',
      heading: 'Being in Google Scholar Is Not a Quality Mark',
      blocks: [
        'Because Google Scholar includes whatever it can read, it lists both excellent and poor journals. Use it to find and follow research, not as evidence that a journal reviews carefully. To judge a journal, look at its peer review, editorial board and policies, as suggested on our page about [choosing the best journal](/best-computer-science-journals).',
      ],
    },
  ],
  related: relatedPages('/indexing-and-abstracting', '/impact-factor', '/best-computer-science-journals'),
};
