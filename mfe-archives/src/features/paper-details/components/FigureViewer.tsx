import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@journal/shared/ui';

/** What the viewer shows of one figure, read from the article's own markup (docs/content.md). */
interface ViewedFigure {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
  original?: { href: string; text: string };
  opener: HTMLElement;
}

/** The widest rendition of a srcset ("a.webp 480w, b.webp 960w"), else the img's src. */
function widestSource(img: HTMLImageElement): string {
  const candidates = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url ?? '', width: Number.parseInt(width ?? '0', 10) }))
    .filter((candidate) => candidate.url);
  candidates.sort((a, b) => b.width - a.width);
  return candidates[0]?.url ?? img.src;
}

function figureOf(img: HTMLImageElement): ViewedFigure {
  const figure = img.closest('figure');
  const download = figure?.querySelector<HTMLAnchorElement>(':scope > p > a[download]');
  return {
    src: widestSource(img),
    alt: img.alt,
    width: img.width,
    height: img.height,
    caption: figure?.querySelector(':scope > figcaption')?.textContent.trim() ?? img.alt,
    ...(download ? { original: { href: download.href, text: download.textContent } } : {}),
    opener: img,
  };
}

/** Figure images of the article: images with renditions inside a figure (not inline formulas' images). */
const FIGURE_IMAGES = 'figure > img[srcset]';

/** Makes the figure images in a drawn part of the article buttons that open the viewer. */
export function makeFigureButtons(part: Node) {
  if (!(part instanceof Element)) return;
  const images = part.matches(FIGURE_IMAGES) ? [part] : [...part.querySelectorAll(FIGURE_IMAGES)];
  for (const img of images as HTMLImageElement[]) {
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-haspopup', 'dialog');
    img.title = 'Enlarge the figure';
  }
}

/**
 * Opens the viewer from a figure image (click, Enter or Space) and answers the figure to show. The
 * article's HTML is not React's: one listener on its container serves every image, drawn or to come.
 */
export function useFigureViewer(container: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<ViewedFigure | undefined>();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const target = (event: Event) =>
      event.target instanceof HTMLImageElement && event.target.matches(FIGURE_IMAGES) ? event.target : undefined;
    const onClick = (event: MouseEvent) => {
      const img = target(event);
      if (img) setOpen(figureOf(img));
    };
    const onKey = (event: KeyboardEvent) => {
      const img = target(event);
      if (img && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        setOpen(figureOf(img));
      }
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [container]);
  return { open, close: () => setOpen(undefined) };
}

/**
 * A figure full size in a modal dialog: its image at the widest rendition, its caption, a link to the
 * original file, Close. Escape closes it (the browser's own dialog behaviour) and focus goes back to
 * the image that opened it.
 */
export function FigureViewer({ figure, onClose }: { figure: ViewedFigure; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => figure.opener.focus();
  }, [figure]);
  return (
    <dialog
      ref={dialog}
      aria-label={figure.caption.slice(0, 120) || 'Figure'}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[95vh] w-[95vw] max-w-6xl overflow-auto rounded-lg bg-white p-4 shadow-xl backdrop:bg-slate-900/70"
    >
      <div className="flex items-start justify-between gap-4">
        <p className="text-sm text-slate-800">{figure.caption}</p>
        <Button variant="quiet" onClick={onClose}>
          Close
        </Button>
      </div>
      <img
        src={figure.src}
        alt={figure.alt}
        width={figure.width}
        height={figure.height}
        className="mx-auto mt-3 h-auto max-w-full"
      />
      {figure.original && (
        <p className="mt-3 text-sm">
          <a href={figure.original.href} download className="text-brand-700 underline hover:text-brand-900">
            {figure.original.text}
          </a>
        </p>
      )}
    </dialog>
  );
}
