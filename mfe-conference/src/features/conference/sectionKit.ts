import * as shared from '@journal/shared';
import * as router from '@journal/shared/router';
import * as ui from '@journal/shared/ui';
import type { SectionKit } from '@journal/shared/work';

/** The singletons this section's work pages are built on: the shell's, as this remote imports them (docs/sections.md). */
export const sectionKit: SectionKit = { shared, router, ui };
