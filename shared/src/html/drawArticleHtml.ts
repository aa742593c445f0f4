import { nextTask } from '../nextTask.ts';
import { sanitizeArticle } from './sanitizeHtml.ts';

/**
 * Work done in one task before the drawing lets the browser answer a reader (docs/content.md). Lighthouse
 * simulates a phone four times slower than the machine it runs on, and counts what a task takes beyond
 * 50 ms as blocking: 5 ms, plus the one part that crosses it, stays under it there.
 */
const TASK_BUDGET_MS = 5;
/**
 * A section, division or paragraph holding more elements than this (a paragraph of twenty formulas) is
 * drawn as its own element first and then child by child, so no one part takes long to sanitise.
 */
const SPLIT_ABOVE_ELEMENTS = 60;
const SPLIT_TAGS = new Set(['SECTION', 'DIV', 'P']);

function isLargeContainer(node: Node): node is Element {
  return (
    node instanceof Element &&
    SPLIT_TAGS.has(node.tagName) &&
    node.getElementsByTagName('*').length > SPLIT_ABOVE_ELEMENTS
  );
}

/** HTML parsed in one task at most this long: about 3 ms here. */
const PARSE_CHUNK_CHARS = 32_000;

/**
 * The HTML parsed into an inert document (no browsing context: nothing in it loads or runs), fed to the
 * parser a chunk per task, since an 800-formula article parsed at once is one task of about 40 ms here.
 * The parser takes a tag cut between two chunks as it takes one cut between two network packets.
 */
async function parseInert(html: string, isStopped: () => boolean): Promise<HTMLElement> {
  const inert = document.implementation.createHTMLDocument('');
  inert.open();
  for (let start = 0; start < html.length && !isStopped(); start += PARSE_CHUNK_CHARS) {
    if (start > 0) await nextTask();
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the parser's streaming input, into an inert document, not the page
    inert.write(html.slice(start, start + PARSE_CHUNK_CHARS));
  }
  inert.close();
  return inert.body;
}

/**
 * Draws an article's full text into `root`, sanitised (sanitizeArticle), a piece at a time: the HTML is
 * parsed inert (a chunk per task), then each top-level part (a large section or paragraph child by
 * child) is sanitised and appended, and the drawing yields to the browser whenever a task has run for 5 ms. A 40-figure,
 * 800-formula article is then many short tasks instead of one long one. `onPart` sees each appended
 * part (the figure viewer marks its images there). Answers a function that stops the drawing.
 */
export function drawArticleHtml(root: HTMLElement, html: string, onPart: (part: Node) => void = () => undefined) {
  let stopped = false;
  // A function, not the variable: the reader may stop the drawing while it awaits the next task.
  const isStopped = () => stopped;
  let taskStart = performance.now();

  async function drawInto(parent: Node, nodes: Node[]): Promise<void> {
    for (const node of nodes) {
      if (performance.now() - taskStart > TASK_BUDGET_MS) {
        await nextTask();
        taskStart = performance.now();
      }
      if (isStopped()) return;
      if (node.nodeType === Node.TEXT_NODE) {
        // Text holds no markup: nothing in it to sanitise.
        parent.appendChild(document.importNode(node));
        continue;
      }
      if (isLargeContainer(node)) {
        const shell = sanitizeArticle(node.cloneNode(false)).firstChild;
        if (!shell) continue;
        parent.appendChild(shell);
        onPart(shell);
        await drawInto(shell, [...node.childNodes]);
        continue;
      }
      const parts = sanitizeArticle(node);
      const appended = [...parts.childNodes];
      parent.appendChild(parts);
      appended.forEach(onPart);
    }
  }

  root.replaceChildren();
  void parseInert(html, isStopped).then((body) => drawInto(root, [...body.childNodes]));
  return () => {
    stopped = true;
  };
}
