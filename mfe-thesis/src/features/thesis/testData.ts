import type { ThesisDataListingAnswer as ThesisPage, ThesisDetails, ThesisListItem } from '@journal/shared';
import { authorFields } from '@journal/shared/text';

/** Theses as the API sends them, for the component and slice tests. */
const TITLES = [
  'Energy-Aware Task Scheduling for Edge Clusters',
  'Detecting Code Clones with Graph Neural Networks',
  'A Lightweight Intrusion Detection System for IoT Gateways',
  'Federated Learning for Medical Image Segmentation',
  'Query Optimisation in Column Stores Using Learned Cost Models',
  'Verified Parsing of Network Protocols',
  'Transformer Models for Low-Resource Indian Languages',
];

export function thesisItem(id: number, overrides: Partial<ThesisListItem> = {}): ThesisListItem {
  return {
    id,
    title: TITLES[(id - 1) % TITLES.length]!,
    ...authorFields('Meera Pillai'),
    month: 'March',
    year: 2024,
    volume: 3,
    pages: '1-84',
    paper_url: `/files/theses/${id}.pdf`,
    ...overrides,
  };
}

export function thesisPage(
  papersList: ThesisListItem[],
  pagination: Partial<Omit<ThesisPage, 'papersList'>> = {},
): ThesisPage {
  return {
    papersList,
    current_page: 1,
    per_page: 5,
    total_items: papersList.length,
    total_pages: papersList.length > 0 ? 1 : 0,
    ...pagination,
  };
}

export function thesisDetails(id: number, overrides: Partial<ThesisDetails> = {}): ThesisDetails {
  return {
    ...thesisItem(id),
    uniqueid: `IJCRI-TH-2024-V3-00${id}`,
    abstract:
      'Edge clusters run latency-sensitive services on hardware with tight power budgets. This thesis schedules tasks by predicted energy cost.',
    degree: 'M.Tech. in Computer Science and Engineering',
    institution: 'College of Engineering Pune',
    supervisor: 'Dr. Sandeep Kulkarni',
    references:
      'A. Gupta and R. Shah, “Power models for ARM servers,” IEEE Trans. Comput., 2021.\nL. ' +
      'Chen, “Deadline scheduling at the edge,” in Proc. EdgeSys, 2022.',
    keywords: ['edge computing', 'scheduling', 'energy efficiency'],
    created_at: '2024-03-18T10:00:00.000Z',
    updated_at: '2024-03-18T10:00:00.000Z',
    ...overrides,
  };
}
