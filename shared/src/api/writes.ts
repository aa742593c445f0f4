import { callMutation, journalApi } from './journalApi.ts';

/**
 * The site's two writes, as RTK Query mutations on the one API: the contact message (the contact page
 * and the chat widget send the same call) and the newsletter request. A mutation is sent once and never
 * retried by itself (the client's retry policy retries reads only, docs/architecture.md "The data
 * layer"); `unwrap()` rejects with the one ApiFailure the pages explain.
 */
const writesApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    contactUs: callMutation(build, '/contactUs'),
    newsletterSubscribe: callMutation(build, '/newsletterSubscribe'),
  }),
});

export const { useContactUsMutation, useNewsletterSubscribeMutation } = writesApi;
