import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** The two files are served by the site itself at these addresses. */
export const manuscriptTemplateHref = '/downloads/IJCRI-Manuscript-Template.docx';
export const copyrightFormHref = '/downloads/IJCRI-Copyright-Form.pdf';

export const downloads: PageContent = {
  title: 'Downloads',
  description: `Download the manuscript template and the copyright form of ${journal.name}.`,
  lead: [
    'The two documents every author needs: the template to prepare a manuscript, and the copyright form to sign once the manuscript is accepted.',
  ],
  sections: [
    {
      id: 'documents',
      heading: 'Documents for Authors',
      blocks: [
        {
          files: [
            {
              label: 'Manuscript Template',
              href: manuscriptTemplateHref,
              format: 'DOCX',
              description:
                'The journal layout with styles for the title, authors, abstract, headings, figures, tables, equations and references. Write in it from the start, or paste your text in with the styles applied.',
            },
            {
              label: 'Copyright Form',
              href: copyrightFormHref,
              format: 'PDF',
              description: `The publishing agreement under the ${journal.licence.name} licence. The corresponding author signs it for all authors after acceptance and uploads it in the Editorial Management System.`,
            },
          ],
        },
      ],
    },
    {
      id: 'using-the-template',
      heading: 'Using the Template',
      blocks: [
        {
          list: [
            'Keep the template’s page size, margins and fonts; the production team sets the final layout.',
            'For double-blind review, submit an anonymised version without author names, affiliations or acknowledgements, and give those details in the submission form.',
            'Authors who write in LaTeX may submit a PDF made with a standard article class for review, following the same section order; the source files are needed after acceptance.',
          ],
        },
        'The full requirements are in the [Instructions for Authors](/instruction-for-author).',
      ],
    },
    {
      id: 'signing-the-form',
      heading: 'Signing the Copyright Form',
      blocks: [
        'Fill in the manuscript ID and title exactly as in the acceptance e-mail, list every author in the order of the article, and sign as corresponding author. A scanned signature or a digital signature is accepted. Authors keep the copyright; the form gives the publisher the right to publish and distribute the article, as explained in [Copyright, Grants and Ownership Declaration](/ethics?target=copyright-ownership).',
      ],
    },
  ],
  related: relatedPages('/instruction-for-author', '/guidance-for-ems'),
};
