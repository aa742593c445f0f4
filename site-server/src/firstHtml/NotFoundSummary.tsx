import { PageNotFound } from '@journal/shared/ui';
import { Summary } from './render.tsx';

/**
 * The app's one Page Not Found screen itself, so nothing moves when the app takes over. Its head tags
 * (noindex, description) are the server's own (pageHead.ts): the component's are left out of the body.
 */
export function NotFoundSummary() {
  return (
    <Summary>
      <PageNotFound />
    </Summary>
  );
}
