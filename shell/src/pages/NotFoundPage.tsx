import { PageNotFound } from '@journal/shared/ui';

/** docs/sections.md: any other path. The site server answers these with HTTP 404; remotes show the same screen. */
export function NotFoundPage() {
  return <PageNotFound />;
}
