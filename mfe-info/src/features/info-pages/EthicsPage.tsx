import { useEffect } from 'react';
import { useSearchParams } from '@journal/shared/router';
import { ethicsAndPolicies } from './content/policies/ethicsAndPolicies.ts';
import { InfoPage } from './InfoPage.tsx';

/**
 * /ethics: the menus link straight to its sections with ?target=plagiarism-policy and the like.
 * A known target is marked and brought into view; without one, or with one we do not have, the
 * reader sees the page from the top.
 */
export function EthicsPage() {
  const [searchParams] = useSearchParams();
  const target = searchParams.get('target');
  const known = ethicsAndPolicies.sections.some((section) => section.id === target);

  useEffect(() => {
    // A menu click from one target to another (or to none) keeps the path, so the shell's
    // scroll-to-top on route change does not run: go back to the top here.
    if (!known) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [known, target]);

  return <InfoPage content={ethicsAndPolicies} markedSectionId={known ? target! : undefined} />;
}
