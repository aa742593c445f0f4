/** Node-only helpers of the shared package: the servers' common parts. Never imported by browser code. */
export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cachePolicy.ts';
export { registerStaticFiles, type StaticFilesOptions } from './staticFiles.ts';
export {
  BASE_HEADERS,
  HSTS,
  PERMISSIONS_POLICY,
  REMOTE_HEADERS,
  registerBaseSecurityHeaders,
  registerRemoteSecurityHeaders,
  registerSafeErrors,
  registerSiteSecurityHeaders,
  siteHeadersFor,
  type HeaderSet,
  type SiteHeaderOptions,
} from './securityHeaders.ts';
export {
  buildSitePolicy,
  foreignOrigins,
  hashSource,
  inlineScripts,
  inlineStyles,
  NON_DOCUMENT_POLICY,
  originOf,
  type SitePolicySources,
} from './contentSecurityPolicy.ts';
export { remoteBadUrlAnswer, siteBadUrlAnswer } from './badUrl.ts';
export { buildRemoteServer, type RemoteServerOptions } from './serveRemote.ts';
export { closeOnSignals, registerHealthCheck } from './lifecycle.ts';
export {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  readConnectionLimits,
  type ConnectionLimits,
} from './connectionLimits.ts';
export {
  httpUrlSetting,
  portSetting,
  readSettings,
  SettingsError,
  textSetting,
  trustProxySetting,
} from './settings.ts';
export { startWith } from './test/startWith.ts';
