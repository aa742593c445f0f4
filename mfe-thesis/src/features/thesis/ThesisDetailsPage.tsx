import type { ThesisDetails } from '@journal/shared';
import { workDetailsPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';
import { THESIS_FAILURE, useThesisDetailsQuery } from './api.ts';
import { PaperNotFound } from './components/PaperNotFound.tsx';
import { ThesisArticle } from './components/ThesisArticle.tsx';

const WorkDetailsPage = workDetailsPage(sectionKit);

/** /thesis/paper-details?paperid=&papertitle=[&section=]: one thesis. */
export function ThesisDetailsPage() {
  return (
    <WorkDetailsPage<ThesisDetails>
      useDetails={useThesisDetailsQuery}
      notFound={<PaperNotFound />}
      failure={THESIS_FAILURE}
      loading="Loading Thesis..."
      render={(paper, section) => <ThesisArticle paper={paper} section={section} />}
    />
  );
}
