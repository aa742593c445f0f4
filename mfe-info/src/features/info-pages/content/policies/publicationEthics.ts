import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const publicationEthics: PageContent = {
  title: 'Publication Ethics & Malpractice Statement',
  description: `The duties of editors, reviewers, authors and the publisher of ${journal.name}, and how the journal handles suspected misconduct, following COPE guidance.`,
  lead: [
    `${journal.name} is committed to a trustworthy scholarly record. This statement sets out what the journal expects of everyone involved in publishing an article, based on the Core Practices of the Committee on Publication Ethics (COPE) and its flowcharts for handling misconduct. The specific policies it refers to are on the [Ethics & Policies](/ethics) page.`,
  ],
  sections: [
    {
      id: 'duties-of-editors',
      heading: 'Duties of Editors',
      blocks: [
        {
          list: [
            'Fair judgement: manuscripts are evaluated on their intellectual content alone, without regard to the authors’ gender, ethnicity, nationality, religion, institution, seniority or political views.',
            'Independence: publication decisions rest with the editors. Commercial considerations, including payment of charges, play no part; the publisher does not intervene in decisions on individual papers.',
            'Confidentiality: editors disclose nothing about a submitted manuscript to anyone other than the corresponding author, reviewers, potential reviewers and the editorial office.',
            'Conflicts of interest: editors do not handle manuscripts in which they have a competing interest and never use unpublished material from a submission in their own research.',
            'Investigation: editors respond to ethical complaints about submitted or published work, even years after publication, and publish corrections, expressions of concern or retractions where needed.',
          ],
        },
      ],
    },
    {
      id: 'duties-of-reviewers',
      heading: 'Duties of Reviewers',
      blocks: [
        {
          list: [
            'Contribution: peer review helps the editor decide and helps authors improve their work. A reviewer who is not qualified to judge a manuscript, or who cannot report on time, says so and declines.',
            'Confidentiality: a manuscript under review is a confidential document. It is not shared, discussed with others without the editor’s permission, or uploaded to generative AI tools or other services.',
            'Objectivity: reports are specific, supported by arguments and courteous. Personal criticism of the authors is inappropriate.',
            'Acknowledgement of sources: reviewers point out relevant published work the authors have not cited, and any substantial similarity with other work they know of.',
            'Conflicts of interest: reviewers decline manuscripts in which they have competing, collaborative or personal relationships with any of the authors or institutions.',
          ],
        },
      ],
    },
    {
      id: 'duties-of-authors',
      heading: 'Duties of Authors',
      blocks: [
        {
          list: [
            'Reporting standards: authors present an accurate account of the work and an objective discussion of its significance. Fabricated or knowingly inaccurate results, including selectively reported benchmarks, are unacceptable.',
            `Originality: the work is entirely the authors’ own, and the words and work of others are cited or quoted. The similarity index must be ${journal.claims.plagiarismLimit}; see the [Plagiarism Policy](/ethics?target=plagiarism-policy).`,
            'Multiple publication: the same research is not submitted to more than one journal at a time, and work already published is not submitted again. Extended conference papers are declared and cite the original.',
            'Data and code: authors keep the data and code behind the results and make them available to the editor on request.',
            'Authorship: everyone who made a significant contribution is listed as an author; everyone listed has approved the final version. Guest, gift and ghost authorship are not acceptable.',
            'Disclosure: funding, competing interests and any use of generative AI tools are declared in the manuscript.',
            'Errors: an author who discovers a significant error in their published work informs the editor promptly and cooperates in a correction or retraction.',
          ],
        },
      ],
    },
    {
      id: 'duties-of-the-publisher',
      heading: 'Duties of the Publisher',
      blocks: [
        `${journal.publisher} supports the editors’ independence and the integrity of the record. It registers a DOI for every article under the prefix ${journal.doiPrefix}, keeps published articles permanently available, publishes corrections and retractions linked to the articles they concern, and keeps editorial decisions separate from the payment of charges.`,
      ],
    },
    {
      id: 'handling-misconduct',
      heading: 'Handling Suspected Misconduct',
      blocks: [
        'Anyone may raise a concern about a submitted or published article: plagiarism, data fabrication or falsification, duplicate publication, undisclosed conflicts of interest, manipulated peer review or authorship disputes. The editor follows the COPE flowchart for the case:',
        {
          steps: [
            'The concern is acknowledged and the evidence collected; the person who raised it is kept anonymous if they wish.',
            'The authors are asked to respond to the specific concern.',
            'If the response is not satisfactory, the authors’ institution or funder may be asked to investigate.',
            'The outcome is recorded: the concern is dismissed, or the article is corrected, given an expression of concern, rejected or retracted.',
          ],
        },
        `Concerns can be sent in confidence to [${journal.contact.email}](mailto:${journal.contact.email}).`,
      ],
    },
  ],
  related: relatedPages('/ethics', '/peer-review-policy', '/cross-mark-policy'),
};
