import { journal } from '@journal/shared';

/**
 * The words of the thesis publication page. Promises the journal makes elsewhere too (response
 * times, the plagiarism limit, charges, the DOI prefix) are read from the journal's particulars so
 * this page can never contradict them.
 */
const { claims, charges } = journal;

export const degreesAccepted = [
  {
    degree: 'M.Tech. / M.E.',
    detail: 'dissertations in computer science, information technology and allied engineering disciplines',
  },
  {
    degree: 'M.Sc.',
    detail: 'theses in computer science, data science, artificial intelligence and information technology',
  },
  { degree: 'MCA', detail: 'final-year research projects written up as a thesis and approved by the department' },
  {
    degree: 'Ph.D.',
    detail: 'doctoral theses, after the degree is awarded or the thesis has been accepted by the university',
  },
];

export const eligibility = [
  'The thesis has been submitted to and accepted by the degree-awarding institution (a copy of the acceptance or the degree certificate is enough).',
  'The supervisor agrees to publication: upload a short no-objection letter signed by the supervisor with the thesis.',
  'The work falls within the scope of the journal: computer science, information technology and their applications.',
  'The thesis is written in English and is the candidate’s own work.',
  `Similarity found by the journal’s plagiarism check is ${claims.plagiarismLimit}, excluding the bibliography.`,
  'The thesis has not been published as a whole by another publisher that holds its ' +
    'copyright. Papers already drawn from individual chapters are fine when they are cited in ' +
    'the thesis.',
];

export const formatting = [
  'One PDF of the complete thesis, as accepted by the institution, plus an editable Word file for the editorial checks.',
  'A title page with the thesis title, candidate’s name, degree, department, institution, supervisor and year of award.',
  'An abstract of 250 to 350 words and 4 to 6 keywords.',
  'Chapters, figures and tables numbered consistently; figures legible when printed in greyscale.',
  'References in IEEE style, numbered in order of citation.',
  'Institutional certificates, declarations and acknowledgements may stay in the front ' +
    'matter; personal details such as phone numbers, signatures of third parties and enrolment ' +
    'numbers are removed.',
];

export interface ProcessStep {
  title: string;
  text: string;
  when: string;
}

export const processSteps: ProcessStep[] = [
  {
    title: 'Submit through the EMS',
    text: 'Upload the thesis PDF, the Word file and the supervisor’s no-objection letter, choosing Thesis as the article type.',
    when: 'Day 0',
  },
  {
    title: 'Initial response',
    text: 'The editorial office confirms receipt, checks that the thesis is complete and in scope, and runs the plagiarism check.',
    when: capitalise(claims.initialResponse),
  },
  {
    title: 'Editorial review',
    text:
      'A member of the editorial board reads the thesis for scope, structure, references and ' +
      'presentation. A thesis has already been examined by its institution, so the review does ' +
      'not re-examine the degree.',
    when: `Review ${claims.review}`,
  },
  {
    title: 'Decision',
    text: 'You receive the decision with any corrections needed for publication, usually formatting, figure quality or missing references.',
    when: `Decision ${claims.decision}`,
  },
  {
    title: 'Final approval',
    text: 'After the corrections, you send the signed copyright form and pay the publication charge; the editor gives final approval.',
    when: 'As soon as the corrected thesis, the form and the charge are received',
  },
  {
    title: 'Publication',
    text: 'The thesis appears in the Thesis Archives, in the volume of its year, with its own page, PDF and citation exports.',
    when: `Published ${claims.publication}`,
  },
];

export const chargeRows = [
  { authors: 'Indian authors', withoutDoi: charges.indianWithoutDoi, withDoi: charges.indianWithDoi },
  { authors: 'International authors', withoutDoi: 'Not offered', withDoi: charges.internationalWithDoi },
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
