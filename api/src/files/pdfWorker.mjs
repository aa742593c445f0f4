// A PDF typesetting worker (docs/content.md, "PDFs"). Plain JavaScript so it starts the same way under
// tsx (the API) and Vitest: it registers tsx itself, then loads the TypeScript typesetter.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderArticlePdf } = await import('./pdf.ts');

parentPort.on('message', async ({ id, article }) => {
  try {
    const bytes = await renderArticlePdf(article);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
