import type { ReactNode } from 'react';
import { readPositiveInt } from '../text/readPositiveInt.ts';
import type { SectionKit } from './kit.ts';

/** What the page reads of a details query (RTK Query's hook result). */
interface DetailsQuery<Work> {
  currentData?: Work;
  error?: unknown;
  isError: boolean;
  refetch(): unknown;
}

export interface WorkDetailsPageProps<Work extends { title: string }> {
  /** The section's details query hook, called with the paper id of the address. */
  useDetails: (paperid: number) => DetailsQuery<Work>;
  /** Shown for an address without a readable id, and for an id the API does not know (404). */
  notFound: ReactNode;
  /** The notice over Try again when the call failed. */
  failure: string;
  /** The loading screen's title. */
  loading: string;
  render: (work: Work, section: string | null) => ReactNode;
}

/**
 * `/{section}/paper-details?paperid=&papertitle=[&section=]`: one work of a section. The address's title
 * slug is made canonical once the work is known (useCanonicalTitleSlug).
 */
export function workDetailsPage({ shared, router, ui }: SectionKit) {
  function WorkDetails<Work extends { title: string }>({
    paperid,
    section,
    useDetails,
    notFound,
    failure,
    loading,
    render,
  }: WorkDetailsPageProps<Work> & { paperid: number; section: string | null }) {
    const { currentData: work, error, isError, refetch } = useDetails(paperid);

    router.useCanonicalTitleSlug(work ? work.title : null);

    if (shared.apiErrorStatus(error) === 404) return notFound;
    if (isError) return <ui.RetryNotice message={failure} onRetry={() => void refetch()} />;
    if (!work) return <ui.LoadingScreen title={loading} />;
    return render(work, section);
  }

  return function WorkDetailsPage<Work extends { title: string }>(props: WorkDetailsPageProps<Work>) {
    const [query] = router.useSearchParams();
    const paperid = readPositiveInt(query.get('paperid'), shared.MAX_ID);
    if (paperid === null) return props.notFound;
    return <WorkDetails paperid={paperid} section={query.get('section')} {...props} />;
  };
}
