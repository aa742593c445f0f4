import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTarget } from './scrollToTarget.ts';

function target(id: string) {
  const element = document.createElement('section');
  element.id = id;
  element.scrollIntoView = vi.fn();
  document.body.append(element);
  return element.scrollIntoView as ReturnType<typeof vi.fn>;
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('scrollToTarget', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('scrolls smoothly by default and at once when asked', () => {
    prefersReducedMotion(false);
    const scroll = target('References');
    scrollToTarget('References');
    scrollToTarget('References', { smooth: false });
    expect(scroll.mock.calls).toEqual([
      [{ behavior: 'smooth', block: 'start' }],
      [{ behavior: 'instant', block: 'start' }],
    ]);
  });

  it('never scrolls smoothly for a reader who asked for reduced motion, whatever the page CSS says', () => {
    prefersReducedMotion(true);
    const scroll = target('main');
    scrollToTarget('main');
    // 'instant', not 'auto': 'auto' would take the page's `scroll-behavior: smooth`.
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('does nothing when the element is not on the page', () => {
    expect(() => scrollToTarget('nowhere')).not.toThrow();
  });
});
