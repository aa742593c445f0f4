import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/**
 * /ethics. The section ids are the ?target= values the menus link to (docs/sections.md); renaming
 * one breaks a menu entry.
 */
export const ethicsAndPolicies: PageContent = {
  title: 'Ethics & Policies',
  description: `The editorial and ethical policies of ${journal.name}: plagiarism, editorial decisions, withdrawal, copyright, open access and author instructions.`,
  lead: [
    `${journal.name} (${journal.shortName}) follows the Core Practices of the Committee on Publication Ethics ([COPE](https://publicationethics.org/core-practices)). This page collects the policies authors, reviewers and readers ask about most; the duties of each party are set out in the [Publication Ethics & Malpractice Statement](/publication-ethics-policy) and the review process in the [Peer Review Policy](/peer-review-policy).`,
  ],
  sections: [
    {
      id: 'plagiarism-policy',
      heading: 'Plagiarism Policy',
      blocks: [
        `Every manuscript is checked with similarity-detection software when it is submitted and again before it is published. The overall similarity index must be ${journal.claims.plagiarismLimit}, excluding the reference list and properly quoted material, and no single source may account for a substantial block of the text.`,
        'A similarity score is where the editor starts, not the verdict. The editor reads the matched passages and decides what they mean:',
        {
          list: [
            'Standard phrases, method names, and correctly quoted and cited text are acceptable.',
            'Reuse of the authors’ own published text (self-plagiarism) must be limited, cited and declared in the cover letter; an extended conference paper must add at least 30% new material and cite the original.',
            'Copied paragraphs, figures, tables, code or data without attribution, and paraphrase that keeps another author’s structure and argument, are plagiarism whatever the score.',
          ],
        },
        `A manuscript that is above the limit before review is returned to the authors for revision, without prejudice. Plagiarism found after review leads to rejection; plagiarism found after publication leads to retraction under the [Article Withdrawal Policy](#article-withdrawal), and the authors’ institutions may be informed. Allegations can be sent to [${journal.contact.email}](mailto:${journal.contact.email}); they are handled confidentially following the COPE flowcharts.`,
      ],
    },
    {
      id: 'editorial-policies',
      heading: 'Editorial Policies',
      blocks: [
        `Editorial decisions are made by the editors alone, on the originality, soundness, significance and clarity of the work and its fit with the [aim and scope](/aim-and-scope). Payment of the [article processing charge](/article-processing-charges) is requested only after acceptance and never influences a decision; staff who handle payments take no part in editorial decisions.`,
        {
          list: [
            `Every research article is peer reviewed by at least two independent reviewers, as described in the [Peer Review Policy](/peer-review-policy). The journal aims to send an initial response ${journal.claims.initialResponse}, complete review ${journal.claims.review} and send a decision ${journal.claims.decision}; speed never replaces a reviewer’s judgement.`,
            'Editors declare conflicts of interest and step aside from any manuscript by a colleague, recent co-author, student or supervisor. A manuscript submitted by a member of the editorial board is handled by another editor and the submitting editor never sees the reviews.',
            'The journal publishes research articles, review articles, short communications and case studies in computer science and its applications. Manuscripts under consideration elsewhere are not accepted.',
            'Authorship must reflect a substantial contribution to the work and its writing; every author approves the final version. Changes to the author list after submission need the written agreement of all authors.',
          ],
        },
      ],
    },
    {
      id: 'research-integrity',
      heading: 'Data, Code and Responsible Research',
      blocks: [
        'Computer science results should be reproducible. Authors are asked to state where the data, code and models behind the results can be obtained, or why they cannot be shared (for example personal data, licences or security).',
        {
          list: [
            'Research involving people (user studies, surveys, interviews, collected personal data) needs the approval of an ethics committee or an equivalent review, and the informed consent of participants. The manuscript names the approving body.',
            'Datasets scraped or collected from the web must respect the terms of the source and the privacy of the people in them; personal data is anonymised before publication.',
            'Security research that reveals a vulnerability follows responsible disclosure: the vendor is informed and given reasonable time before details are published.',
            'Generative AI tools cannot be authors. Their use in writing or in the research itself must be described in the manuscript (tool, version, purpose); the authors remain responsible for every statement, reference and line of code.',
          ],
        },
      ],
    },
    {
      id: 'article-withdrawal',
      heading: 'Article Withdrawal Policy',
      blocks: [
        'The published record must be stable. Once an article is published it is not deleted; it is corrected or retracted openly, with a linked notice, following the COPE retraction guidelines.',
      ],
      subsections: [
        {
          heading: 'Withdrawal before publication',
          blocks: [
            'Authors may withdraw a manuscript at any time before acceptance by writing to the editorial office with the reasons, signed by the corresponding author on behalf of all authors. Withdrawal after acceptance is possible only for serious reasons, such as an error discovered in the results; a manuscript is never withdrawn in order to submit it to another journal while it is under review here.',
          ],
        },
        {
          heading: 'Correction',
          blocks: [
            'When an error affects part of an article but not its main conclusions, a correction notice is published and linked to the article. Errors introduced by the journal during production are corrected in the same way, as an erratum.',
          ],
        },
        {
          heading: 'Retraction',
          blocks: [
            'An article is retracted when its findings are unreliable (through honest error or misconduct), when it is plagiarised, when it was published elsewhere first, or when it breaks research-ethics rules. The article stays online, watermarked "Retracted", with a notice that explains why and who asked for the retraction.',
          ],
        },
        {
          heading: 'Removal',
          blocks: [
            'In rare legal cases (defamation, infringement of rights, a court order, or a risk to health) the text may be removed; the bibliographic record and a notice of the removal remain.',
          ],
        },
      ],
    },
    {
      id: 'copyright-ownership',
      heading: 'Copyright, Grants and Ownership Declaration',
      blocks: [
        `Authors keep the copyright of their work. On acceptance, the corresponding author signs the [copyright form](/downloads/IJCRI-Copyright-Form.pdf) for all authors, granting ${journal.publisher} the non-exclusive right to publish the article and its metadata and to deposit it with indexing and archiving services.`,
        `Articles are published under the [${journal.licence.name}](${journal.licence.url}) licence: anyone may read, download, copy, share and adapt the article for any purpose, with credit to the authors and the journal and a note of any changes.`,
        {
          list: [
            'Grants: every source of funding for the research and for publication is named in the Acknowledgements with the grant number. Funders that require a specific licence or deposit should be mentioned at submission.',
            'Ownership: the authors declare that the work is their own, that they have the right to publish all of it, and that permission has been obtained for any figure, table or text taken from work owned by others.',
            'Competing interests: financial and personal relationships that could be seen as influencing the work are declared; "none" is stated explicitly.',
          ],
        },
      ],
    },
    {
      id: 'open-access-policy',
      heading: 'Open Access Policy',
      blocks: [
        `${journal.shortName} is a fully open-access journal. Every article is free to read and download from the day it is published, with no subscription, registration or embargo, in line with the Budapest Open Access Initiative’s definition of open access.`,
        `Authors may deposit the published version in institutional and subject repositories and on personal pages immediately, with a link to the article and its DOI. The costs of publishing are covered by the [article processing charge](/article-processing-charges) paid after acceptance; readers and libraries pay nothing.`,
      ],
    },
    {
      id: 'complaints-and-appeals',
      heading: 'Complaints and Appeals',
      blocks: [
        `Authors who believe a decision was wrong may appeal once, within 30 days, by writing to [${journal.contact.email}](mailto:${journal.contact.email}) with a point-by-point response to the reviews. The appeal is assessed by an editor who was not involved in the original decision, who may ask for a further review. Complaints about the journal’s processes are acknowledged within two working days and answered in writing.`,
      ],
    },
    {
      id: 'instructions-for-authors',
      heading: 'Instructions for Authors',
      blocks: [
        `Prepare the manuscript in ${journal.language} with the [manuscript template](/downloads/IJCRI-Manuscript-Template.docx), and submit it through the Editorial Management System with the Author Login button at the top of every page. Before submitting, check that:`,
        {
          list: [
            'the work is original, not under consideration elsewhere, and every author has approved it;',
            `the similarity index is ${journal.claims.plagiarismLimit} and every reused sentence, figure and table is cited;`,
            'funding, competing interests, data and code availability, ethics approval and any use of generative AI are declared;',
            'references are complete and follow the template’s numbered style.',
          ],
        },
        'The full guidance on structure, length, figures and references is on the [Instructions for Authors](/instruction-for-author) page; the steps in the submission system are on the [Editorial Management System](/guidance-for-ems) page.',
      ],
    },
  ],
  related: relatedPages('/publication-ethics-policy', '/peer-review-policy', '/cross-mark-policy', '/contact-us'),
};
