import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSiteServer } from '../app.ts';
import type { ApiReader } from '../apiReader.ts';
import { readConfig } from '../config.ts';
import { createRemoteHints, type RemoteHints } from '../remoteHints.ts';
import { createRemoteRoutes, type RemoteRoutes } from '../remoteRoutes.ts';

/** The shell's index.html as the build writes it: the two markers the server fills. */
export const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><!--journal-head--><script type="module" src="/assets/app.js"></script></head>
<body><div id="root"><!--journal-body--></div><!--journal-preloads--></body></html>`;

export const ORIGIN = 'https://ijcri.example.org';

/** An https site must name its remotes; tests name the local ones. */
const LOCAL_REMOTES = {
  REMOTE_ARCHIVES_URL: 'http://localhost:8081',
  REMOTE_CONFERENCE_URL: 'http://localhost:8082',
  REMOTE_THESIS_URL: 'http://localhost:8083',
  REMOTE_INFO_URL: 'http://localhost:8084',
};

/**
 * A site server over a temporary dist folder and the given API (a fake, or a real reader to a dead port).
 * Remote manifests are never read from the network: pass `remoteHints` to give some.
 */
export async function siteServer(
  api?: ApiReader,
  env: NodeJS.ProcessEnv = {},
  options: { remoteHints?: RemoteHints; remoteRoutes?: RemoteRoutes } = {},
): Promise<FastifyInstance> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const config = readConfig({
    SHELL_DIST: dist,
    SITE_URL: ORIGIN,
    API_URL: 'http://127.0.0.1:9',
    ...LOCAL_REMOTES,
    ...env,
  });
  const remoteHints =
    options.remoteHints ??
    createRemoteHints(config.remotesDocument.remotes, ORIGIN, {
      fetch: () => Promise.reject(new Error('no remotes in tests')),
    });
  const remoteRoutes =
    options.remoteRoutes ??
    createRemoteRoutes(config.remotesDocument.remotes, ORIGIN, {
      fetch: () => Promise.reject(new Error('no remotes in tests')),
    });
  return buildSiteServer(config, { ...(api ? { api } : {}), remoteHints, remoteRoutes });
}
