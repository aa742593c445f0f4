import { useEffect, useState } from 'react';
import { Button, Icon } from '@journal/shared/ui';

/** How far down (in pixels) the reader scrolls before the button appears. */
const SHOW_AFTER = 400;

/** A button back to the top of the page, shown once the reader has scrolled down. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom (the component tests) has no matchMedia
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <Button
      variant="floating"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' })}
    >
      <Icon name="arrow-up" className="size-5" />
    </Button>
  );
}
