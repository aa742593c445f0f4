import type { CitationSource } from './citationSource.ts';

/**
 * The works the citation tests cite: a journal article, a conference paper and a master's thesis of this
 * journal, as `citationSourceOf` makes them from the details answers. Tests vary them with a spread.
 */
export const article: CitationSource = {
  kind: 'article',
  title: 'Energy-Aware Scheduling of Federated Learning on Edge Devices',
  authors: ['Priya Raman', 'Wei Chen', 'Jean-Luc Moreau'],
  year: 2024,
  month: 'April',
  volume: 3,
  issue: 2,
  pages: '13-27',
  doi: '10.59638/ijcri.2024.v3.i2.007',
  url: 'https://ijcri.org/archives/paper-details?paperid=7&papertitle=energy-aware-scheduling-of-federated-learning-on-edge-devices',
};

export const conference: CitationSource = {
  kind: 'conference',
  title: 'Lightweight Intrusion Detection for IoT Gateways',
  authors: ['Amara Okafor', 'Ludwig van Beethoven'],
  year: 2023,
  month: '11',
  pages: '41-48',
  url: 'https://ijcri.org/conference/paper-details?paperid=12&papertitle=lightweight-intrusion-detection-for-iot-gateways',
  conferenceName: 'International Conference on Intelligent Computing and Communication 2023',
};

export const thesis: CitationSource = {
  kind: 'thesis',
  title: 'Verified Compilation of Smart Contracts',
  authors: ['Kavya Nair'],
  year: 2025,
  url: 'https://ijcri.org/thesis/paper-details?paperid=4&papertitle=verified-compilation-of-smart-contracts',
  institution: 'College of Engineering, Pune',
  degree: 'M.Tech. in Computer Science and Engineering',
};
