import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './network.ts';

// Page tests (jsdom) fake the content API with MSW; any call a test did not fake fails loudly instead of
// reaching a real server. Server tests (Node environment) talk to real local servers, so MSW stays off there.
const pageTest = typeof window !== 'undefined';
beforeAll(() => {
  if (pageTest) network.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  if (pageTest) network.resetHandlers();
});
afterAll(() => {
  if (pageTest) network.close();
});
