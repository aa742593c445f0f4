import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const guidanceForEms: PageContent = {
  title: 'Editorial Management System',
  metaTitle: `Editorial Management System: Step-by-Step Guide | ${journal.name}`,
  description: `A step-by-step guide to the Editorial Management System of ${journal.name}: create an account, submit a manuscript, revise it and track its status.`,
  lead: [
    'Manuscripts are submitted, reviewed and tracked in the Editorial Management System (EMS), which opens in a new tab from the Author Login button at the top of every page or the Submit button in the side panel. This guide walks through each task an author does in it.',
  ],
  sections: [
    {
      id: 'create-account',
      heading: 'Create an Account',
      blocks: [
        {
          steps: [
            'Select Author Login, then Register.',
            'Enter your name, institutional e-mail address, affiliation and country; add your ORCID iD if you have one.',
            'Choose a password and confirm your e-mail address with the link you receive.',
            'Sign in. One account is enough for all your roles: author now, reviewer later if you are invited.',
          ],
        },
      ],
    },
    {
      id: 'submit-manuscript',
      heading: 'Submit a New Manuscript',
      blocks: [
        {
          steps: [
            `Select New Submission and choose ${journal.name}.`,
            'Choose the article type (research article, review article, short communication or case study).',
            'Enter the title, abstract and keywords, exactly as in the manuscript.',
            'Add every co-author in the order of the article, with e-mail address and affiliation, and mark the corresponding author.',
            'Upload the anonymised manuscript, the title page and the cover letter; add supplementary files if any.',
            'Answer the declarations: originality, competing interests, funding, data availability, ethics approval and AI use.',
            'Review the generated PDF, then select Submit. The manuscript ID appears on screen and in a confirmation e-mail.',
          ],
        },
        'A submission can be saved as a draft at any step and finished later from My Submissions.',
      ],
    },
    {
      id: 'track-manuscript',
      heading: 'Track the Manuscript',
      blocks: [
        'My Submissions lists each manuscript with its current status: Submitted, Under Review, Revision Required, Accepted or Published. Decision letters and reviewer comments appear under the manuscript’s history. The statuses are explained on the [Article Status](/paper-status) page.',
      ],
    },
    {
      id: 'submit-revision',
      heading: 'Submit a Revision',
      blocks: [
        {
          steps: [
            'Open the manuscript with the status Revision Required and select Submit Revision.',
            'Upload the revised manuscript with the changes highlighted, and a clean version.',
            'Upload a point-by-point response to the editor and every reviewer comment.',
            'Submit before the due date in the decision letter; if you need more time, ask the editorial office before the date passes.',
          ],
        },
      ],
    },
    {
      id: 'after-acceptance',
      heading: 'After Acceptance',
      blocks: [
        {
          steps: [
            'Download the invoice and pay the [article processing charge](/article-processing-charges).',
            'Upload the signed [copyright form](/downloads/IJCRI-Copyright-Form.pdf).',
            'Check the proof when it arrives and approve it, or list the corrections, within 48 hours.',
            `The article is published ${journal.claims.publication}; its status changes to Published and you receive the link.`,
          ],
        },
      ],
    },
    {
      id: 'help',
      heading: 'Help with the System',
      blocks: [
        `If you cannot sign in, do not receive the confirmation e-mail, or an upload fails, write to [${journal.contact.supportEmail}](mailto:${journal.contact.supportEmail}) or call ${journal.contact.phone} (${journal.contact.hours}). Please include your manuscript ID if you have one and a screenshot of any error message.`,
      ],
    },
  ],
  related: relatedPages('/paper-status', '/instruction-for-author', '/downloads'),
};
