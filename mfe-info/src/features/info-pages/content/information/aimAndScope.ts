import { journal } from '@journal/shared';
import type { PageContent } from '../../model.ts';
import { relatedPages } from '../relatedPages.ts';

export const aimAndScope: PageContent = {
  title: 'Aim and Scope',
  description: `${journal.name} publishes peer-reviewed, open-access research across computer science: AI, data science, networks, security and software.`,
  lead: [
    `${journal.name} (${journal.shortName}, e-ISSN ${journal.eIssn}) is a peer-reviewed, open-access journal of ${journal.subject.toLowerCase()}, published online by ${journal.publisher} since ${journal.startingYear}.`,
  ],
  sections: [
    {
      id: 'aim',
      heading: 'Aim',
      blocks: [
        'The journal exists to publish sound, clearly reported computer science research quickly and at a cost authors can afford, and to make it free for anyone to read. It gives particular attention to researchers early in their careers, to work from universities and colleges that are new to international publishing, and to applied research that solves a concrete problem with a careful evaluation.',
        'We want every published article to be one a reader can trust and build on: an honest account of related work, a method described in enough detail to reproduce it, and results measured against fair baselines.',
      ],
    },
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        'The journal welcomes original work in all areas of computer science and its applications, including:',
        {
          list: [
            'Artificial intelligence, machine learning and deep learning',
            'Data science, data mining and big-data analytics',
            'Natural language processing and information retrieval',
            'Computer vision, image and video processing',
            'Software engineering, programming languages and software testing',
            'Computer networks, wireless and mobile communication',
            'Cyber security, cryptography and privacy',
            'Cloud, edge, distributed and parallel computing',
            'Internet of Things, embedded and cyber-physical systems',
            'Databases, information systems and knowledge management',
            'Human-computer interaction and accessibility',
            'Algorithms, complexity and theoretical computer science',
            'Blockchain and distributed ledgers',
            'Quantum computing and emerging computing paradigms',
            'Computing applications in health, agriculture, education, finance and governance',
          ],
        },
        'The full list of subject areas, with a description of each, is on the [Topics](/topics) page. If you are unsure whether a manuscript fits, send its title and abstract to the editorial office before submitting.',
      ],
    },
    {
      id: 'article-types',
      heading: 'Article Types',
      blocks: [
        {
          facts: [
            {
              term: 'Research article',
              value: 'Original research with a complete evaluation; usually 8 to 20 pages in the journal template.',
            },
            {
              term: 'Review article',
              value:
                'A critical, structured survey of a field that organises the literature and identifies open problems; not a list of summaries.',
            },
            {
              term: 'Short communication',
              value: 'A focused new result, tool or dataset reported concisely; up to 6 pages.',
            },
            {
              term: 'Case study',
              value: 'A real-world deployment or application, with lessons that transfer beyond the single case.',
            },
          ],
        },
      ],
    },
    {
      id: 'what-we-do-not-publish',
      heading: 'What the Journal Does Not Publish',
      blocks: [
        {
          list: [
            'work outside computing, or in which computing is incidental to the contribution;',
            'student project reports that apply a known technique without a new question, comparison or insight;',
            'manuscripts already published, or under review elsewhere, including in another language.',
          ],
        },
      ],
    },
  ],
  related: relatedPages('/topics', '/call-for-papers', '/instruction-for-author'),
};
