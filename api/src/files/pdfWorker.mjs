// A PDF typesetting worker started from source (tsx, Vitest): plain JavaScript so that it starts the same
// way under both, it registers tsx itself and loads the TypeScript worker body. The API's build bundles
// that body to dist/pdfWorker.mjs instead, beside the code that starts it (docs/api.md, "Start-up").
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorkerThread.ts');
