import { describe, expect, it } from 'vitest';
import type { Topic } from './api.ts';
import { findTopicBySlug, matchKey, topicPath } from './matchTopic.ts';

function topic(title: string, slug?: string): Topic {
  return { title, slug, category: 'Test', meta_title: `${title} | IJCRI`, meta_description: '', content: '' };
}

const topics = [
  topic('Machine Learning Methods and Theory'),
  topic('Computer Vision & Image Analysis'),
  topic('Human-Computer Interaction & Accessibility'),
  topic('Edge, Fog and Cloud Computing'),
  topic('Quantum Computing'),
];

describe('findTopicBySlug', () => {
  it('matches a hyphenated slug to its title', () => {
    expect(findTopicBySlug(topics, 'quantum-computing')?.title).toBe('Quantum Computing');
    expect(findTopicBySlug(topics, 'machine-learning-methods-and-theory')?.title).toBe(
      'Machine Learning Methods and Theory',
    );
  });

  it('ignores case', () => {
    expect(findTopicBySlug(topics, 'Quantum-COMPUTING')?.title).toBe('Quantum Computing');
  });

  it('ignores punctuation in the title and in the slug', () => {
    expect(findTopicBySlug(topics, 'edge-fog-and-cloud-computing')?.title).toBe('Edge, Fog and Cloud Computing');
    expect(findTopicBySlug(topics, 'computer-vision-image-analysis')?.title).toBe('Computer Vision & Image Analysis');
    expect(findTopicBySlug(topics, 'computer-vision-&-image-analysis')?.title).toBe('Computer Vision & Image Analysis');
    expect(findTopicBySlug(topics, 'human-computer-interaction-accessibility')?.title).toBe(
      'Human-Computer Interaction & Accessibility',
    );
    expect(findTopicBySlug(topics, 'edge,-fog-and-cloud-computing!')?.title).toBe('Edge, Fog and Cloud Computing');
  });

  it('accepts "and" for an ampersand in the title', () => {
    expect(findTopicBySlug(topics, 'computer-vision-and-image-analysis')?.title).toBe(
      'Computer Vision & Image Analysis',
    );
  });

  it('finds nothing for a slug that is only part of a title, unknown, or empty', () => {
    expect(findTopicBySlug(topics, 'quantum')).toBeNull();
    expect(findTopicBySlug(topics, 'blockchain-consensus')).toBeNull();
    expect(findTopicBySlug(topics, '')).toBeNull();
    expect(findTopicBySlug(topics, '---')).toBeNull();
  });
});

describe('matchKey', () => {
  it('keeps only lowercase letters and digits, folding accents', () => {
    expect(matchKey('Gödel, Escher & Bach: 3 Views')).toBe('godelescherbach3views');
  });
});

describe('topicPath', () => {
  it('uses the slug the API sends, else the slug of the title', () => {
    expect(topicPath(topic('Quantum Computing', 'quantum-computing'))).toBe('/topics/quantum-computing');
    expect(topicPath(topic('Computer Vision & Image Analysis'))).toBe('/topics/computer-vision-image-analysis');
  });
});
