import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "top 10 journals in computer science". Ten widely respected journals, and where this journal fits. */
export const top10JournalsInComputerScience: PageContent = {
  title: 'Top 10 Journals in Computer Science',
  metaTitle: `Top 10 Journals in Computer Science: Flagship Venues and Where to Start | ${journal.name}`,
  description:
    'Ten widely respected computer science journals across theory, AI, software, graphics, networking and security, what makes them leading venues, and how to choose.',
  lead: [
    'Any "top 10" list of computer science journals is a judgement, not a measurement: the field is broad, and the best journal for a compilers paper is not the best for a vision paper. The ten journals below are widely regarded as flagship venues in their areas, chosen for their long record, the selectivity of their review and the standing of the societies that publish them. They are listed by area, not ranked.',
  ],
  sections: [
    {
      id: 'ten-journals',
      heading: 'Ten Widely Respected Journals',
      blocks: [
        {
          table: {
            caption: 'Ten flagship computer science journals, by area',
            columns: ['Journal', 'Area', 'Known for'],
            rows: [
              [
                'Journal of the ACM (JACM)',
                'Foundations of computing',
                'Fundamental results across theory, algorithms and the principles of computer systems.',
              ],
              [
                'Communications of the ACM',
                'Whole field',
                'Research highlights and reviews written for every computer scientist, not only specialists.',
              ],
              [
                'ACM Computing Surveys',
                'Surveys',
                'Comprehensive, carefully reviewed surveys that introduce a research area.',
              ],
              [
                'IEEE Transactions on Pattern Analysis and Machine Intelligence',
                'Computer vision and pattern recognition',
                'Long-form work in vision, pattern recognition and machine learning.',
              ],
              [
                'Journal of Machine Learning Research',
                'Machine learning',
                'An open-access journal run by the research community, free for authors and readers.',
              ],
              [
                'Artificial Intelligence',
                'Artificial intelligence',
                'One of the oldest AI journals, covering reasoning, planning, learning and knowledge representation.',
              ],
              [
                'IEEE Transactions on Software Engineering',
                'Software engineering',
                'Empirical and theoretical research on building and maintaining software.',
              ],
              [
                'ACM Transactions on Graphics',
                'Computer graphics',
                'Graphics research, including the technical papers of the SIGGRAPH conferences.',
              ],
              [
                'IEEE/ACM Transactions on Networking',
                'Networking',
                'Design and analysis of communication networks and protocols.',
              ],
              [
                'IEEE Transactions on Information Forensics and Security',
                'Security',
                'Cryptography, forensics, biometrics and network security.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'what-they-share',
      heading: 'What These Journals Have in Common',
      blocks: [
        {
          list: [
            'Editorial boards of active, recognised researchers, and reviewers who are experts in the exact topic.',
            'Selective acceptance: many submissions are declined, and accepted papers often go through several rounds of revision.',
            'Long review cycles, often several months to more than a year from submission to publication.',
            'Permanent identifiers, complete metadata and indexing in every major database.',
          ],
        },
        'Computer science also publishes much of its best work at conferences (NeurIPS, ICML, CVPR, ICSE, SIGCOMM, STOC and others), so a researcher’s "top venues" usually include both journals and conferences.',
      ],
    },
    {
      id: 'where-ijcri-fits',
      heading: `Where ${journal.shortName} Fits`,
      blocks: [
        `${journal.name} is not one of the journals above and does not claim to rank among them. It is a young journal, started in ${journal.startingYear}, that offers something different: double-blind peer review with a decision ${journal.claims.decision}, open access, a Crossref DOI and an [affordable charge](/article-processing-charges). It suits sound, well-evaluated work by students, early-career researchers and applied teams who need a reliable, citable publication without a year-long wait.`,
        'If your result is a major advance in its field, aim first for the flagship venues of that field. If you need a fair, quick and open venue for solid work, [submit to us](/call-for-papers).',
      ],
    },
  ],
  related: relatedPages('/top-computer-science-journals-list', '/top-computer-science-journals', '/call-for-papers'),
};
