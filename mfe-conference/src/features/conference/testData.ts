import type {
  ConferenceCategory,
  ConferenceFetchAnswer as ConferencePage,
  ConferencePaperDetails,
  ConferencePaperSummary,
} from '@journal/shared';
import { authorFields } from '@journal/shared/text';

/** Conference records as the API sends them, for the component and slice tests. */
export const iciccCategory: ConferenceCategory = {
  id: 2,
  name: 'International Conference on Intelligent Computing and Communication 2024',
  year: 2024,
  volume: 3,
  issue: 2,
};

export const ncetCategory: ConferenceCategory = {
  id: 1,
  name: 'National Conference on Emerging Trends in Computing 2023',
  year: 2023,
  volume: 2,
  issue: 1,
};

const TITLES = [
  'Adaptive Load Balancing for Microservices on Kubernetes',
  'Explainable Credit Scoring with Gradient-Boosted Trees',
  'A Comparative Study of Post-Quantum Key Exchange on Embedded Devices',
  'Crop Disease Detection from Smartphone Images',
  'Latency-Aware Caching for Content Delivery at the Edge',
  'Sign Language Recognition with Spatio-Temporal Graphs',
];

/** A conference paper as the lists send it: the card's fields only (docs/api.md, "Lean lists"). */
export function conferencePaper(id: number, overrides: Partial<ConferencePaperSummary> = {}): ConferencePaperSummary {
  return {
    id,
    title: TITLES[(id - 1) % TITLES.length]!,
    ...authorFields('Rohan Deshpande', 'Kavya Iyer'),
    year: 2024,
    month: 'August',
    updated_at: '2024-08-21T09:30:00.000Z',
    pages: '12-19',
    pdf_url: `/files/conference/${id}.pdf`,
    conference_id: iciccCategory.id,
    ...overrides,
  };
}

export function conferencePage(
  list: ConferencePaperSummary[],
  pagination: Partial<Omit<ConferencePage, 'ConferenceList'>> = {},
): ConferencePage {
  return {
    ConferenceList: list,
    current_page: 1,
    per_page: 5,
    total_items: list.length,
    total_pages: list.length > 0 ? 1 : 0,
    ...pagination,
  };
}

export function conferenceDetails(id: number, overrides: Partial<ConferencePaperDetails> = {}): ConferencePaperDetails {
  return {
    ...conferencePaper(id),
    abstract:
      'Microservices on Kubernetes see bursty traffic. We balance load with a controller that predicts queue growth per pod.',
    uniqueid: `IJCRI-ICICC2024-00${id}`,
    created_at: `2024-08-${String(10 + id).padStart(2, '0')}T09:30:00.000Z`,
    references:
      'B. Burns et al., “Borg, Omega, and Kubernetes,” ACM Queue, 2016.\nM. Harchol-Balter, ' +
      'Performance Modeling and Design of Computer Systems. Cambridge Univ. Press, 2013.',
    doi: `10.59638/ijcri.icicc2024.00${id}`,
    doi_Link: `https://doi.org/10.59638/ijcri.icicc2024.00${id}`,
    keywords: ['load balancing', 'microservices', 'Kubernetes'],
    designation: 'Assistant Professor, Department of Computer Engineering, Vishwakarma Institute of Technology, Pune',
    citation: '',
    conference: iciccCategory,
    ...overrides,
  };
}

/** The /searchConference answer for these papers (all on one page of 100). */
export function conferenceSearchAnswer(papersList: ConferencePaperSummary[]) {
  return { papersList, current_page: 1, per_page: 100, total_items: papersList.length, total_pages: 1 };
}
