import { describe, expect, it } from 'vitest';
import { layoutModeFor } from './layoutMode.ts';

describe('layoutModeFor', () => {
  it('makes the privacy, terms and refund pages full width', () => {
    for (const path of ['/privacy-policy', '/terms-and-conditions/', '/Refund-Policy']) {
      expect(layoutModeFor(path)).toEqual({ sidePanel: 'none', collapsibleLists: false });
    }
  });

  it('shows only the submit card on the contact page', () => {
    expect(layoutModeFor('/contact-us')).toEqual({ sidePanel: 'submit-only', collapsibleLists: false });
  });

  it('lets the lists fold on the four paper-browsing groups and their child pages only', () => {
    for (const path of [
      '/current-issue',
      '/conference',
      '/thesis',
      '/archives',
      '/archives/paperlist',
      '/conference/paper-details',
      '/thesis/',
    ]) {
      expect(layoutModeFor(path)).toEqual({ sidePanel: 'full', collapsibleLists: true });
    }
    for (const path of [
      '/',
      '/conference-procedings',
      '/publications',
      '/topics/machine-learning',
      '/privacy-policy/extra',
    ]) {
      expect(layoutModeFor(path)).toEqual({ sidePanel: 'full', collapsibleLists: false });
    }
  });
});
