/**
 * The shell's stylesheet (about 28 KB, 7 KB compressed) goes into index.html as a <style> element
 * instead of a render-blocking <link>: the first paint (the server summary, the page's LCP) then needs
 * the HTML alone, not a second round trip (README.md beside this file). The file stays in dist/assets.
 * A Content-Security-Policy must allow this one <style> (its hash is fixed per build).
 * @returns {import('vite').Plugin}
 */
export function inlineEntryStylesheet() {
  return {
    name: 'journal:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName) => {
          const asset = context.bundle?.[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : null;
          return css && !css.includes('</style') ? `<style>${css}</style>` : tag;
        });
      },
    },
  };
}
