import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const crossmarkPolicy: PageContent = {
  title: 'Crossmark Policy',
  description: `How ${journal.name} uses Crossref's Crossmark to tell readers whether the article they are reading is current, corrected or retracted.`,
  lead: [
    `Crossmark is a service of Crossref, the registration agency for the journal’s DOIs (prefix ${journal.doiPrefix}). A Crossmark button on an article, in its web page and in its PDF, lets a reader check at any time whether the version in front of them is the current one and whether any notice has been published about it.`,
  ],
  sections: [
    {
      id: 'what-crossmark-shows',
      heading: 'What the Crossmark Button Shows',
      blocks: [
        'Clicking the button opens a small window with the article’s status, read live from Crossref:',
        {
          list: [
            'Current: the article has not been changed since publication.',
            'Updates available: a correction, an expression of concern or a retraction has been published, with a link to the notice.',
            'Record information: publication history (received, accepted and published dates), the licence, funding and the DOI.',
          ],
        },
        'Because the status is looked up when the button is clicked, a PDF downloaded years ago still tells its reader about a later correction or retraction.',
      ],
    },
    {
      id: 'journal-commitment',
      heading: 'Our Commitment',
      blocks: [
        `By applying Crossmark, ${journal.publisher} commits to maintaining the content it publishes and to alerting readers to changes. Once published, an article is never silently altered: every change that affects its content or interpretation is published as a separate, citable notice and registered with Crossref so that the Crossmark record of the original article points to it.`,
      ],
    },
    {
      id: 'types-of-update',
      heading: 'Types of Update',
      blocks: [
        {
          table: {
            caption: 'Updates recorded through Crossmark',
            columns: ['Update', 'When it is used'],
            rows: [
              [
                'Correction (erratum or corrigendum)',
                'An error that affects part of the article but not its main conclusions, introduced by the authors (corrigendum) or in production (erratum).',
              ],
              [
                'Expression of concern',
                'Serious doubts about the reliability of the work while an investigation is under way.',
              ],
              [
                'Retraction',
                'The findings are unreliable, the article is plagiarised or duplicated, or research-ethics rules were broken.',
              ],
              ['Removal', 'Rare legal cases where the text cannot stay online; the record and a notice remain.'],
            ],
          },
        },
        'What counts as a reason for each update is explained in the [Article Withdrawal Policy](/ethics?target=article-withdrawal).',
      ],
    },
    {
      id: 'what-is-not-an-update',
      heading: 'What Is Not a Crossmark Update',
      blocks: [
        'Changes that do not affect the content, such as fixing a broken link on the article page or a change of page layout, are made without a notice. The journal does not change the text, data, figures or author list of a published article except through a notice.',
      ],
    },
  ],
  related: relatedPages('/ethics', '/publication-ethics-policy'),
};
