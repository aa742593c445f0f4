import type { Locator, Page } from '@playwright/test';

/**
 * Keyboard-only helpers: reach an element the way a reader does (Tab or Shift+Tab, one stop at a
 * time), and read how the focused element shows its focus.
 */

export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. Answers the number of presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** True when the focused element is inside the element that `container` points to. */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate(
    (element) => element.contains(document.activeElement) && element !== document.activeElement,
  );
}

export interface FocusIndicator {
  /** Tag, role or text enough to find the element in a report. */
  element: string;
  /** The element is on screen (not zero-sized, not clipped away as sr-only). */
  onScreen: boolean;
  /** outline or box-shadow, as computed. */
  indicator: string | null;
  /** Contrast of the outline colour against the background it is drawn on (null: browser ring or box-shadow). */
  contrast: number | null;
}

/**
 * How the focused element shows focus: its computed outline (or box-shadow, Tailwind's ring) while
 * focused, and for an outline the contrast ratio of its colour against the first opaque background
 * under it (the element's own for an inset outline, its parent's otherwise). Colours are read through
 * a canvas, so any CSS colour syntax (the theme uses oklch) comes back as sRGB.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const backgroundUnder = (start: Element | null): number[] => {
      for (let node = start; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] >= 0.99) return color;
      }
      return [255, 255, 255, 1];
    };

    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const name = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${text}`;
    const onScreen = box.width > 2 && box.height > 2 && style.visibility !== 'hidden';

    const outlineWidth = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && outlineWidth > 0) {
      const indicator = `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} offset ${style.outlineOffset}`;
      if (style.outlineStyle === 'auto') return { element: name, onScreen, indicator, contrast: null };
      const under = Number.parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
      const [l1, l2] = [luminance(rgba(style.outlineColor)), luminance(backgroundUnder(under))];
      const contrast = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      return { element: name, onScreen, indicator, contrast: Math.round(contrast * 100) / 100 };
    }
    if (style.boxShadow !== 'none')
      return { element: name, onScreen, indicator: `box-shadow ${style.boxShadow}`, contrast: null };
    return { element: name, onScreen, indicator: null, contrast: null };
  });
}
