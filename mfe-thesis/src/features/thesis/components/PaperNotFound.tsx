import { NotFoundNotice } from '@journal/shared/ui';

/** What a reader sees for a missing, mistyped or unknown thesis id. */
export function PaperNotFound() {
  return (
    <NotFoundNotice
      what="Thesis"
      sentence="No thesis with this paper ID is published in the journal. The link may be incomplete or the ID mistyped."
      to="/thesis"
      action="Browse the thesis archives"
    />
  );
}
