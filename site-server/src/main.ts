import { closeOnSignals } from '@journal/server-kit';
import { buildSiteServer } from './app.ts';
import { ConfigError, readConfig } from './config.ts';

let config;
try {
  config = readConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: one line naming the variable, no stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`site server not started: ${error.message}`);
  process.exit(1);
}
const app = await buildSiteServer(config, { logger: false });
closeOnSignals(app, 'site server');
await app.listen({ port: config.port, host: config.host });
console.log(`site server at ${config.siteUrl} (API ${config.apiUrl})`);
