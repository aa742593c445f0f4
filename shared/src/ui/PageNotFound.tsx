import { NotFoundNotice } from './NotFoundNotice.tsx';

/**
 * The Page Not Found screen, the one the shell shows for a path outside the
 * route table and the site server sends with HTTP 404. A remote renders it too when its address names
 * nothing (an unknown tag, issue, thesis volume, conference or blog post), so a reader who got there by
 * a link inside the app sees the same page the first HTML would have shown (docs/sections.md, "Not found").
 * It is the site's one not-found screen (NotFoundNotice) with the words of docs/sections.md.
 */
export function PageNotFound() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <NotFoundNotice
        what="Page"
        sentence="Sorry, the page you're looking for doesn't exist"
        to="/"
        action="Return Home"
      />
    </>
  );
}
