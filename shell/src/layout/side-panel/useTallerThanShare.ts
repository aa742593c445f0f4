import { useEffect, useState, type RefObject } from 'react';
import { isTallerThanShare } from './collapseThreshold.ts';

/**
 * Whether the element `listRef` points at is taller than the threshold share of `mainRef`'s height.
 * Measured on mount, whenever either element changes size (a section finishing loading grows the
 * main column) and on window resize.
 */
export function useTallerThanShare(
  listRef: RefObject<HTMLElement | null>,
  mainRef: RefObject<HTMLElement | null>,
  enabled: boolean,
): boolean {
  const [taller, setTaller] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const list = listRef.current?.getBoundingClientRect().height ?? 0;
      const main = mainRef.current?.getBoundingClientRect().height ?? 0;
      setTaller(isTallerThanShare(list, main));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const element of [listRef.current, mainRef.current]) {
      if (element) observer?.observe(element);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [enabled, listRef, mainRef]);
  return enabled && taller;
}
