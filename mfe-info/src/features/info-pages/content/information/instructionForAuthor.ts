import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const instructionForAuthor: PageContent = {
  title: 'Instructions for Authors',
  description: `How to prepare a manuscript for ${journal.name}: structure, length, figures, references, declarations and the submission checklist.`,
  lead: [
    `These instructions help you prepare a manuscript that can go to review without delay. Manuscripts are written in ${journal.language} with the [manuscript template](/downloads/IJCRI-Manuscript-Template.docx) and submitted through the Editorial Management System.`,
  ],
  sections: [
    {
      id: 'before-you-start',
      heading: 'Before You Start',
      blocks: [
        {
          list: [
            'Check that the work fits the [aim and scope](/aim-and-scope) and is not under consideration by another journal or conference.',
            'Agree the author list and order among all authors; every author must approve the submitted version.',
            'Read the [Ethics & Policies](/ethics), in particular the plagiarism, data and AI-use policies.',
          ],
        },
      ],
    },
    {
      id: 'manuscript-structure',
      heading: 'Manuscript Structure',
      blocks: [
        {
          facts: [
            { term: 'Title', value: 'Specific and informative, at most 20 words, without abbreviations.' },
            {
              term: 'Abstract',
              value:
                '150 to 250 words: the problem, the approach, the main results with numbers, and the conclusion. No citations.',
            },
            { term: 'Keywords', value: '4 to 6 keywords that are not already in the title.' },
            {
              term: 'Introduction',
              value: 'The problem, why it matters, the gap in existing work and a list of the contributions.',
            },
            {
              term: 'Related work',
              value: 'A critical comparison with the closest prior work, not a list of summaries.',
            },
            {
              term: 'Method',
              value:
                'Enough detail to reproduce the work: algorithms (pseudocode where useful), system design, assumptions and parameters.',
            },
            {
              term: 'Evaluation',
              value:
                'Datasets, baselines, metrics, experimental set-up and hardware; results with variance or significance where appropriate; ablations and limitations.',
            },
            {
              term: 'Conclusion',
              value: 'What was shown, its limits and future work, without repeating the abstract.',
            },
            {
              term: 'Declarations',
              value:
                'Funding, competing interests, data and code availability, ethics approval, and use of generative AI tools.',
            },
            { term: 'References', value: 'Numbered in order of citation, in square brackets, as in the template.' },
          ],
        },
        'Research articles are usually 8 to 20 pages in the template, review articles up to 30 pages, and short communications up to 6 pages.',
      ],
    },
    {
      id: 'figures-tables-code',
      heading: 'Figures, Tables, Equations and Code',
      blocks: [
        {
          list: [
            'Figures are numbered, cited in the text and readable in greyscale; charts have labelled axes with units. Supply images at 300 dpi or as vector graphics.',
            'Tables are editable text, not images, with a caption above.',
            'Equations are typed with the equation editor or LaTeX and numbered when referred to.',
            'Code listings are short and in a monospaced font; longer code goes in a public repository with a persistent link, cited in the text.',
          ],
        },
      ],
    },
    {
      id: 'references',
      heading: 'References',
      blocks: [
        'Cite the sources you used, with complete details: authors, title, venue, volume, issue, pages, year and DOI when there is one. Prefer peer-reviewed sources to preprints and web pages; cite datasets and software like any other source. Excessive self-citation, and citations added at a reviewer’s or editor’s request without relevance, are not acceptable.',
      ],
    },
    {
      id: 'anonymisation',
      heading: 'Preparing for Double-Blind Review',
      blocks: [
        'Remove author names, affiliations and acknowledgements from the manuscript file and from the document properties. Cite your own earlier work in the third person ("Kumar et al. [4] showed…"), and replace links to your own repositories with an anonymous link for review.',
      ],
    },
    {
      id: 'submission-checklist',
      heading: 'Submission Checklist',
      blocks: [
        {
          list: [
            'anonymised manuscript in the journal template (DOCX, or PDF for LaTeX authors);',
            'title page with all authors, affiliations, e-mail addresses and ORCID iDs, and the corresponding author marked;',
            `similarity index ${journal.claims.plagiarismLimit};`,
            'cover letter stating the contribution and declaring any related published or submitted work;',
            'declarations of funding, competing interests, data and code availability, ethics approval and AI use.',
          ],
        },
        'Submit through the Editorial Management System (see the [step-by-step guide](/guidance-for-ems)). After acceptance you will need the signed [copyright form](/downloads/IJCRI-Copyright-Form.pdf).',
      ],
    },
  ],
  related: relatedPages('/downloads', '/guidance-for-ems', '/article-processing-charges'),
};
