import { describe, expect, it } from 'vitest';
import { contentAnchor } from '../text/contentAnchor.ts';
import { drawArticleHtml } from './drawArticleHtml.ts';

const paragraphs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p>Paragraph ${i + 1} of a long section, with <a href="#fig1">Figure 1</a>.</p>`,
  ).join('');

async function drawn(root: HTMLElement, text: string) {
  await expect.poll(() => root.textContent.includes(text), { timeout: 15_000 }).toBe(true);
}

describe('drawArticleHtml', () => {
  // Under one parse chunk: jsdom's document.write does not carry a tag across writes as browsers do, so the
  // chunked parse is checked in Chromium (tests/e2e/jats-figures.spec.ts).
  it('draws the whole text, sanitised, with a long section split into its children', async () => {
    const root = document.createElement('div');
    const parts: Node[] = [];
    const html =
      '<section id="s1"><h2>Intro</h2><p onclick="alert(1)">Short.</p><script>alert(2)</script></section>' +
      `<section id="s2"><h2>Results</h2>${paragraphs(200)}<figure id="fig1">` +
      '<img src="/files/figures/a/f.webp" srcset="/files/figures/a/f.webp 480w" alt="Figure 1"></figure></section>';
    drawArticleHtml(root, html, (part) => parts.push(part));
    await drawn(root, 'Paragraph 200 of');
    await expect.poll(() => root.querySelector('figure img')?.getAttribute('alt')).toBe('Figure 1');
    expect(root.querySelector('script, [onclick]')).toBeNull();
    expect([...root.querySelectorAll(':scope > section')].map((s) => s.id)).toEqual([
      contentAnchor('s1'),
      contentAnchor('s2'),
    ]);
    expect(root.querySelectorAll(`#${contentAnchor('s2')} > p`)).toHaveLength(200);
    expect(root.querySelector('a')?.getAttribute('href')).toBe(`#${contentAnchor('fig1')}`);
    // The long section came as its shell and then child by child.
    expect(parts.length).toBeGreaterThan(200);
  });

  it('stops drawing when asked', async () => {
    const root = document.createElement('div');
    const stop = drawArticleHtml(root, `<section id="s"><h2>Long</h2>${paragraphs(5000)}</section>`);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(root.querySelectorAll('p').length).toBeLessThan(5000);
  });
});
