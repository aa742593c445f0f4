import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReplaceAddress } from './ReplaceAddress.tsx';

const address = () => `${window.location.pathname}${window.location.search}`;

/** Draws, at `path`, a page that corrects its address to `to` once `ready` (as a loaded answer would). */
function open(path: string, to: string): () => void {
  window.history.replaceState(null, '', path);
  const page = (ready: boolean) => <BrowserRouter>{ready && <ReplaceAddress to={to} />}</BrowserRouter>;
  const { rerender } = render(page(false));
  return () => rerender(page(true));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ReplaceAddress', () => {
  it('puts its address in place of the page’s own, without a new history entry', () => {
    const correct = open('/topics/', '/topics');
    const entries = window.history.length;
    correct();
    expect(address()).toBe('/topics');
    expect(window.history.length).toBe(entries);
  });

  it('leaves the address alone when the reader moved on before the page was drawn', () => {
    const correct = open('/archives/paperlist?year=2026', '/archives');
    // A navigation the router has not drawn yet: the address bar already names the next page.
    window.history.pushState(null, '', '/contact-us');
    correct();
    expect(address()).toBe('/contact-us');
  });
});
