import type { Plugin } from 'vite';

/**
 * The shell's stylesheet (about 28 KB, 7 KB compressed) goes into index.html as a <style> element
 * instead of a render-blocking <link>: the first paint (the server summary, the page's LCP) then needs
 * the HTML alone, not a second round trip (docs/performance.md). The file stays in dist/assets.
 * A Content-Security-Policy must allow this one <style> (its hash is fixed per build).
 * Used by vite.config.ts and by the bench's monolith build (bench/monolith/vite.config.mjs).
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'journal:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = context.bundle?.[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : null;
          return css && !css.includes('</style') ? `<style>${css}</style>` : tag;
        });
      },
    },
  };
}
