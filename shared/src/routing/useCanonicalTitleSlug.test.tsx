import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useCanonicalTitleSlug } from './useCanonicalTitleSlug.ts';
import { useStillShown } from './useStillShown.ts';

const address = () => `${window.location.pathname}${window.location.search}`;

/** A details page: its record's title, null while it loads. */
function DetailsPage({ title }: { title: string | null }) {
  useCanonicalTitleSlug(title);
  return null;
}

/** Opens the page at `path`; the returned function makes its record arrive. */
function open(path: string): (title: string) => void {
  window.history.replaceState(null, '', path);
  const page = (title: string | null) => (
    <BrowserRouter>
      <DetailsPage title={title} />
    </BrowserRouter>
  );
  const { rerender } = render(page(null));
  return (title) => rerender(page(title));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useCanonicalTitleSlug in the browser router', () => {
  it('replaces a wrong slug once the record is known, without a new history entry', () => {
    const arrive = open('/conference/paper-details?paperid=7&papertitle=x');
    const entries = window.history.length;
    arrive('Edge Scheduling, Revisited');
    expect(address()).toBe('/conference/paper-details?paperid=7&papertitle=edge-scheduling-revisited');
    expect(window.history.length).toBe(entries);
  });

  it('leaves the address alone when the reader moved on before the record arrived', () => {
    const arrive = open('/conference/paper-details?paperid=7&papertitle=x');
    // A navigation the router has not drawn yet: the address bar already names the next page.
    window.history.pushState(null, '', '/aim-and-scope');
    arrive('Edge Scheduling, Revisited');
    expect(address()).toBe('/aim-and-scope');
  });
});

describe('useStillShown', () => {
  function Probe({ seen }: { seen: (stillShown: () => boolean) => void }) {
    seen(useStillShown());
    return null;
  }

  it('is true at the drawn address and false once the browser has moved on, before the router draws', () => {
    window.history.replaceState(null, '', '/archives/paperlist?year=2026&volume=5&issue=4');
    let stillShown = () => false;
    render(
      <BrowserRouter>
        <Probe seen={(check) => (stillShown = check)} />
      </BrowserRouter>,
    );
    expect(stillShown()).toBe(true);
    window.history.pushState(null, '', '/aim-and-scope');
    expect(stillShown()).toBe(false);
  });
});
