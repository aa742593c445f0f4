import * as shared from '@journal/shared';
import * as router from '@journal/shared/router';
import * as ui from '@journal/shared/ui';
import { createWorkPages } from '@journal/shared/work';

/** The work pages this section shares with the other (docs/sections.md), built on the shell's singletons. */
export const { WorkArticle, WorkDetailsPage } = createWorkPages({ shared, router, ui });
