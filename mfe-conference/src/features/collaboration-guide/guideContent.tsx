import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';
import type { AccordionItem } from '@journal/shared/widgets';

/**
 * The words of the collaboration guide. The promises in it (approval time, publication time, the
 * plagiarism limit, the preferred number of papers, charges) are read from the journal's particulars,
 * so the guide can never contradict the rest of the site.
 */
const { claims, charges, contact } = journal;
const link = 'font-medium text-brand-700 underline hover:text-brand-900';

export interface GuideStep {
  title: string;
  text: string;
}

export const guideSteps: GuideStep[] = [
  {
    title: 'Send your proposal',
    text: `E-mail ${contact.email} with the conference name, dates and mode (in person, online or hybrid), the organising institution and department, the tracks and topics, the programme committee, and the number of papers you expect. We prefer proceedings of at least ${claims.conferenceMinimumPapers} papers.`,
  },
  {
    title: 'Receive approval',
    text: `The editorial office checks the scope, the committee and the review process, and answers within ${claims.conferenceApproval}. An approved conference receives a letter of collaboration it may quote in its call for papers.`,
  },
  {
    title: 'Review the papers',
    text: 'The conference’s programme committee reviews the submissions, with at least two reviewers for each paper, and decides which papers are accepted for presentation.',
  },
  {
    title: 'Prepare and check the accepted papers',
    text: `Authors prepare their accepted papers on the journal’s manuscript template. The journal checks every paper for originality: the similarity must be ${claims.plagiarismLimit}; a paper above it goes back to its authors for revision.`,
  },
  {
    title: 'Send the final papers',
    text: 'After the conference, send the camera-ready papers, each author’s signed copyright form and the list of papers in presentation order in one batch. The editor gives final approval once the batch is complete.',
  },
  {
    title: 'Publication',
    text: `The proceedings are published ${claims.publication}, as an issue of the journal listed under Published Conferences. Every paper has its own page, a free PDF and ready citations.`,
  },
];

export const guideFaq: AccordionItem[] = [
  {
    id: 'who-can-apply',
    question: 'Which conferences can apply?',
    answer:
      'National and international conferences, symposia and workshops in computer science, information technology and their applications, organised by universities, colleges, research institutes or professional societies.',
  },
  {
    id: 'minimum-papers',
    question: 'How many papers do we need?',
    answer: `We prefer a minimum of ${claims.conferenceMinimumPapers} papers, so that the proceedings form a meaningful issue. If your workshop expects fewer, write to us anyway: small workshops on related themes can be published together.`,
  },
  {
    id: 'approval-time',
    question: 'How long does approval take?',
    answer: `You receive an answer to a complete proposal within ${claims.conferenceApproval}. If something is missing, such as the committee list, we ask for it and the time counts from its arrival.`,
  },
  {
    id: 'publication-time',
    question: 'When will the proceedings be published?',
    answer: `The proceedings are published ${claims.publication}. Final approval follows when every camera-ready paper, copyright form and charge has been received and the papers have passed the checks.`,
  },
  {
    id: 'peer-review',
    question: 'Who reviews the papers?',
    answer:
      'The conference’s programme committee reviews the papers, as it does for the conference itself. The journal’s editors check that the review took place, check originality and presentation, and may decline a paper that falls outside the journal’s scope or fails the checks.',
  },
  {
    id: 'plagiarism',
    question: 'What is the plagiarism limit?',
    answer: `The similarity of each paper must be ${claims.plagiarismLimit}, excluding the references. We share the similarity report with the organisers so that authors can revise a paper that exceeds it.`,
  },
  {
    id: 'charges',
    question: 'What does publication cost?',
    answer: (
      <>
        Each paper is charged at the journal’s{' '}
        <Link to="/article-processing-charges" className={link}>
          article processing charges
        </Link>
        : for Indian authors {charges.indianWithoutDoi} without a DOI or {charges.indianWithDoi} with a DOI; for
        international authors {charges.internationalWithDoi} with a DOI. Organisers may pay for all papers together
        against a single invoice.
      </>
    ),
  },
  {
    id: 'doi',
    question: 'Do the papers receive DOIs?',
    answer: `Yes, when the DOI option is chosen: each paper receives its own DOI under the journal’s prefix ${journal.doiPrefix}, shown on its page and in every citation format.`,
  },
  {
    id: 'indexing',
    question: 'Will the proceedings be indexed?',
    answer: (
      <>
        The proceedings are published in the journal under its e-ISSN {journal.eIssn}, and every paper page carries the
        bibliographic metadata academic search engines read, including the conference name. See{' '}
        <Link to="/indexing-and-abstracting" className={link}>
          Indexing and Abstracting
        </Link>{' '}
        for the services that index the journal.
      </>
    ),
  },
  {
    id: 'template',
    question: 'Which template should authors use?',
    answer: (
      <>
        The journal’s manuscript template and the copyright form are on the{' '}
        <Link to="/downloads" className={link}>
          Downloads
        </Link>{' '}
        page. Please pass both to your authors when you announce the accepted papers, to save a round of corrections.
      </>
    ),
  },
  {
    id: 'selected-papers',
    question: 'Can we publish only some of the conference papers?',
    answer:
      'Yes. The organisers decide which accepted papers to send. Only papers that were presented at the conference are published in its proceedings.',
  },
  {
    id: 'copyright',
    question: 'Who holds the copyright, and under which licence are the papers published?',
    answer: `Each author signs the journal’s copyright form. The papers are published open access, free to read, under the licence stated in the journal’s terms and conditions (${journal.licence.name}).`,
  },
  {
    id: 'conference-name',
    question: 'How does our conference appear on the site?',
    answer:
      'The proceedings are listed under the full name of the conference with their year, volume and issue, and every paper page and citation names the conference.',
  },
  {
    id: 'apply-early',
    question: 'Can we apply before the conference takes place?',
    answer:
      'Yes, and we recommend it: apply while your call for papers is open, so you can announce the publication of the proceedings. The final papers are sent after the conference.',
  },
];
