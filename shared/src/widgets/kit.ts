import type * as Router from '@journal/shared/router';
import type * as Ui from '@journal/shared/ui';

/**
 * The singletons a widget draws with, handed in by the remote that builds it. This entry is bundled
 * into each remote that imports it (only the pages that show a widget carry it), and the federation
 * plugin never proxies an import from a file of the shared package to the package itself: importing
 * `@journal/shared/ui` or `/router` here would bundle a second UI kit and router into the remote
 * (docs/architecture.md, "The parts"). The remote's own imports of them are proxied to the shell's
 * copies, so it passes those.
 */
export type WidgetKit = Pick<typeof Router, 'Link'> &
  Pick<typeof Ui, 'AuthorLinks' | 'Button' | 'foundText' | 'Highlighted' | 'Icon' | 'PageHeader' | 'unmarked'>;
