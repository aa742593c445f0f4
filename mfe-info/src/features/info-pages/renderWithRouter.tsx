import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Test helper: renders a page at a URL (path and query), as the shell's router would. */
export function renderWithRouter(page: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [url] });
  return { router, ...render(<RouterProvider router={router} />) };
}
