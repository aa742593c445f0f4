import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps the headings, paragraphs, lists, emphasis and links the journal writes', () => {
    const html =
      '<h2>Scope</h2><p>Papers on <strong>learning</strong> and <em>theory</em>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<blockquote>Quote</blockquote><p><a href="/call-for-papers">call for papers</a></p>';
    const container = parse(html);
    expect(container.querySelector('h2')?.textContent).toBe('Scope');
    expect(container.querySelector('strong')?.textContent).toBe('learning');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent).toBe('Quote');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/call-for-papers');
  });

  it('removes script elements and their code', () => {
    const container = parse('<p>Before</p><script>window.stolen = document.cookie</script><p>After</p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('document.cookie');
    expect(container.textContent).toBe('BeforeAfter');
  });

  it('removes inline event handlers', () => {
    const container = parse('<p onclick="alert(1)" onmouseover="alert(2)">Text</p><img src="/x.png" onerror="alert(3)" alt="figure">');
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('Text');
    expect(paragraph.hasAttribute('onclick')).toBe(false);
    expect(paragraph.hasAttribute('onmouseover')).toBe(false);
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.innerHTML).not.toMatch(/alert\(/);
  });

  it('removes javascript: URLs from links', () => {
    const container = parse('<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(2)">again</a>');
    const links = [...container.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('removes frames, forms and inline styles', () => {
    const container = parse('<iframe src="https://example.org"></iframe><form action="/steal"><input name="password"></form><p style="position:fixed">Kept</p>');
    expect(container.querySelector('iframe, form, input')).toBeNull();
    expect(container.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(container.textContent).toBe('Kept');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const container = parse('<a href="https://doi.org/10.59638" target="_blank">DOI</a>');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
