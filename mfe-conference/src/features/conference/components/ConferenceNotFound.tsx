import { NotFoundNotice } from '@journal/shared/ui';

/** What a reader sees for a missing, mistyped or unknown conference paper id. */
export function ConferenceNotFound() {
  return (
    <NotFoundNotice
      what="Conference Paper"
      sentence="No conference paper with this paper ID is published in the journal. The link may be incomplete or the ID mistyped."
      to="/conference"
      action="Browse the published conferences"
    />
  );
}
