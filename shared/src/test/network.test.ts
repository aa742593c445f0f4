import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../api/http.ts';
import { fakeApi, type FakeApi } from './fakeApi.ts';
import { unanswered } from './network.ts';

// A page may send one more request just as its test ends: a section whose chunk arrived in the next task
// (the related papers of paper details did, on a loaded machine). The shared setup lets that request reach
// the fake API and finish before it resets the handlers (network.ts, requestsSettled), so it is judged by
// the test that sent it; before, it found no handler and failed whichever test came next in the file.
describe('a request sent as its test ends', () => {
  let api: FakeApi | undefined;
  let answer: Promise<unknown> | undefined;
  // The file's own after-hooks run before the shared setup's: the request leaves in the task after the test.
  afterEach(() => {
    if (api && !answer) {
      setTimeout(() => {
        answer = http.post('/newsletterSubscribe', { email: 'reader@university.edu' }).then((reply) => reply.data);
      }, 0);
    }
  });

  it('is sent by the page in the task after the test', () => {
    api = fakeApi({ '/newsletterSubscribe': { message: 'Check your inbox.', subscribed: true } });
  });

  it('was answered by that test, and is not counted against the next one', async () => {
    expect(api?.callsTo('/newsletterSubscribe')).toEqual([{ email: 'reader@university.edu' }]);
    await expect(answer).resolves.toEqual({ message: 'Check your inbox.', subscribed: true });
    expect(unanswered).toEqual([]);
  });
});
