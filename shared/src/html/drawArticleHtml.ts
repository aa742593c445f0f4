import { nextTask } from '../nextTask.ts';
import { sanitizeArticleHtml } from './sanitizeHtml.ts';

/**
 * Work done in one task before the drawing lets the browser answer a reader (docs/content.md). Lighthouse
 * simulates a phone four times slower than the machine it runs on, and counts what a task takes beyond
 * 50 ms as blocking: 10 ms here stays under it there.
 */
const TASK_BUDGET_MS = 10;
/** A section whose HTML is longer than this is drawn child by child rather than whole. */
const SPLIT_ABOVE_CHARS = 12_000;

function htmlOf(node: Node): string {
  const holder = document.createElement('div');
  holder.append(node.cloneNode(true));
  return holder.innerHTML;
}

function sanitizedNodes(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = sanitizeArticleHtml(html);
  return [...template.content.childNodes];
}

/**
 * Draws an article's full text into `root`, sanitised (sanitizeArticleHtml), a piece at a time: the
 * HTML is parsed inert once, then each top-level part (a long section child by child) is sanitised and
 * appended, and the drawing yields to the browser whenever a task has run for 10 ms. A 40-figure,
 * 800-formula article is then many short tasks instead of one long one. `onPart` sees each appended
 * part (the figure viewer marks its images there). Answers a function that stops the drawing.
 */
export function drawArticleHtml(root: HTMLElement, html: string, onPart: (part: Node) => void = () => undefined) {
  let stopped = false;
  // A function, not the variable: the reader may stop the drawing while it awaits the next task.
  const isStopped = () => stopped;
  let taskStart = performance.now();
  const template = document.createElement('template');
  template.innerHTML = html;

  async function drawInto(parent: Node, nodes: Node[]): Promise<void> {
    for (const node of nodes) {
      if (performance.now() - taskStart > TASK_BUDGET_MS) {
        await nextTask();
        taskStart = performance.now();
      }
      if (isStopped()) return;
      if (node instanceof HTMLElement && node.tagName === 'SECTION' && node.outerHTML.length > SPLIT_ABOVE_CHARS) {
        const [shell] = sanitizedNodes(htmlOf(node.cloneNode(false)));
        if (!shell) continue;
        parent.appendChild(shell);
        onPart(shell);
        await drawInto(shell, [...node.childNodes]);
        continue;
      }
      for (const part of sanitizedNodes(htmlOf(node))) {
        parent.appendChild(part);
        onPart(part);
      }
    }
  }

  root.replaceChildren();
  void drawInto(root, [...template.content.childNodes]);
  return () => {
    stopped = true;
  };
}
