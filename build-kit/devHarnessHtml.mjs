// Serves the dev harness page for a remote's `npm run dev`, so no remote keeps a copy of index.html.
// Only active in `vite serve`; a remote's production build has no HTML page of its own.

const page = ({ title, entry }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>`;

export function devHarnessHtml(options) {
  return {
    name: 'journal-dev-harness-html',
    apply: 'serve',
    configureServer(server) {
      // Registered after Vite's own middlewares: any GET that accepts HTML and was not a file gets the page.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const accept = req.headers.accept ?? '';
          if (req.method !== 'GET' || !accept.includes('text/html')) return next();
          const html = await server.transformIndexHtml(req.url ?? '/', page(options));
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        });
      };
    },
  };
}
