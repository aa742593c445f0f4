import { buildSiteServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildSiteServer(config, { logger: false });
await app.listen({ port: config.port, host: config.host });
console.log(`site server at ${config.siteUrl} (API ${config.apiUrl})`);
