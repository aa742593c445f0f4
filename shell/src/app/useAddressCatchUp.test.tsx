import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, useLocation } from '@journal/shared/router';
import { useAddressCatchUp } from './useAddressCatchUp.ts';

function ShownAddress() {
  useAddressCatchUp();
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

let moved = false;
/** Stands for a Back or Forward between the router's first render and its subscription to history. */
function AddressMovesDuringFirstRender() {
  if (!moved) {
    moved = true;
    window.history.pushState({}, '', '/aim-and-scope?from=back');
  }
  return null;
}

describe('useAddressCatchUp', () => {
  afterEach(() => {
    moved = false;
    window.history.replaceState({}, '', '/');
  });

  it('takes the router to an address that changed before it listened to history', async () => {
    window.history.replaceState({}, '', '/blogs?page=1');
    render(
      <BrowserRouter>
        <ShownAddress />
        <AddressMovesDuringFirstRender />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/aim-and-scope?from=back')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/aim-and-scope');
  });

  it('leaves the router alone when the address did not move', () => {
    window.history.replaceState({}, '', '/blogs?page=2');
    const before = window.history.length;
    render(
      <BrowserRouter>
        <ShownAddress />
      </BrowserRouter>,
    );
    expect(screen.getByText('/blogs?page=2')).toBeInTheDocument();
    expect(window.history.length).toBe(before);
  });
});
