#!/usr/bin/env node
// Entry of the `serve-remote` command every remote's `npm run serve` uses. A JavaScript shim so the
// command works from a bin link: it registers tsx, then runs the TypeScript server.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./serveRemote.ts');
await main(process.argv.slice(2));
