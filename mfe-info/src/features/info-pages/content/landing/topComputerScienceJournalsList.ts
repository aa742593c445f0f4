import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

/** Search intent: "top computer science journals list". A list by research area, with the matching conferences. */
export const topComputerScienceJournalsList: PageContent = {
  title: 'Top Computer Science Journals List by Research Area',
  metaTitle: `Top Computer Science Journals List by Research Area (Journals and Conferences) | ${journal.name}`,
  description:
    'A list of leading computer science journals and conferences for each research area, from AI and NLP to databases, security and HCI, with tips for building your own shortlist.',
  lead: [
    'The right journal depends on your research area. This list gives well-established journals for each major area of computer science, with the conferences researchers in that area watch most closely, as a starting point for your own shortlist.',
  ],
  sections: [
    {
      id: 'by-area',
      heading: 'Journals and Conferences by Area',
      blocks: [
        {
          table: {
            caption: 'Leading venues by research area',
            columns: ['Area', 'Journals', 'Conferences'],
            rows: [
              [
                'Artificial intelligence',
                'Journal of Artificial Intelligence Research; Artificial Intelligence',
                'AAAI, IJCAI',
              ],
              ['Machine learning', 'Machine Learning; Journal of Machine Learning Research', 'NeurIPS, ICML, ICLR'],
              ['Computer vision', 'International Journal of Computer Vision', 'CVPR, ICCV, ECCV'],
              [
                'Natural language processing',
                'Transactions of the Association for Computational Linguistics; Computational Linguistics',
                'ACL, EMNLP, NAACL',
              ],
              [
                'Software engineering',
                'ACM Transactions on Software Engineering and Methodology; Empirical Software Engineering',
                'ICSE, FSE',
              ],
              ['Operating and distributed systems', 'ACM Transactions on Computer Systems', 'OSDI, SOSP, EuroSys'],
              ['Networking and mobile computing', 'IEEE Transactions on Mobile Computing', 'SIGCOMM, NSDI, MobiCom'],
              [
                'Security and privacy',
                'ACM Transactions on Privacy and Security; IEEE Transactions on Dependable and Secure Computing',
                'IEEE S&P, USENIX Security, ACM CCS',
              ],
              [
                'Databases and data management',
                'ACM Transactions on Database Systems; The VLDB Journal',
                'SIGMOD, VLDB, ICDE',
              ],
              ['Theory and algorithms', 'SIAM Journal on Computing', 'STOC, FOCS, SODA'],
              ['Human-computer interaction', 'ACM Transactions on Computer-Human Interaction', 'CHI, UIST'],
              [
                'Visualization and graphics',
                'IEEE Transactions on Visualization and Computer Graphics',
                'SIGGRAPH, IEEE VIS',
              ],
            ],
          },
        },
        'Names only, in no order within a cell: these venues are highly selective and their review cycles are long. For the flagship journals of the whole field, see [Top 10 Journals in Computer Science](/top-10-journals-in-computer-science).',
      ],
    },
    {
      id: 'building-a-shortlist',
      heading: 'Building Your Own Shortlist',
      blocks: [
        {
          steps: [
            'Look at the reference list of your own manuscript: the journals you cite most are usually where your readers are.',
            'Read the aim and scope and two or three recent issues of each candidate, to check that papers like yours appear there.',
            'Check the practical facts: review time, open access and licence, charges, DOI and indexing.',
            'Verify the journal: a real ISSN, a named editorial board you can check, and clear policies. Be wary of unsolicited invitations.',
            'Rank the shortlist by fit first, then reach, then speed and cost.',
          ],
        },
      ],
    },
    {
      id: 'broad-scope-option',
      heading: 'A Broad-Scope Option',
      blocks: [
        `Specialised venues suit specialised work. Work that crosses areas, applies computing to another domain, or comes from a team publishing for the first time often fits better in a broad-scope journal. ${journal.name} covers the whole of computer science and its applications (see [Aim and Scope](/aim-and-scope)), with double-blind review and open access, and publishes ${journal.frequency}.`,
      ],
    },
  ],
  related: relatedPages('/top-10-journals-in-computer-science', '/best-computer-science-journals', '/aim-and-scope'),
};
