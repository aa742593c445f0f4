import { Button, PageHeader } from '@journal/shared/ui';
import { homeIntro } from '@journal/shared/widgets';
import { Summary } from './render.tsx';

// mfe-info's HomePage draws this very card (`@journal/shared/widgets`), from the same kit.
const HomeIntro = homeIntro({ Button, PageHeader });

/** The home page's opening card, the component the home page opens with: its words, facts and links. */
export function HomeSummary() {
  return (
    <Summary>
      <HomeIntro />
    </Summary>
  );
}
