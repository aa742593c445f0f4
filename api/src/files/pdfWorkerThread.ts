import { parentPort } from 'node:worker_threads';
import { renderArticlePdf, type PdfArticle } from './pdf.ts';

/**
 * The body of a PDF typesetting worker thread (docs/content.md, "PDFs"): typesets each article it is
 * sent and posts the bytes back. Started from source through `pdfWorker.mjs`, or as `dist/pdfWorker.mjs`
 * in the API's build (docs/api.md, "Start-up").
 */
const port = parentPort;
if (!port) throw new Error('pdfWorkerThread.ts runs as a worker thread (started by PdfWorkers)');

const typeset = async (id: number, article: PdfArticle): Promise<void> => {
  try {
    const bytes = await renderArticlePdf(article);
    port.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};

port.on('message', ({ id, article }: { id: number; article: PdfArticle }) => void typeset(id, article));
