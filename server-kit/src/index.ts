/** Node-only helpers of the shared package: the servers' common parts. Never imported by browser code. */
export { REVALIDATE } from './cachePolicy.ts';
export { registerStaticFiles } from './staticFiles.ts';
export { registerBaseSecurityHeaders, registerSafeErrors, registerSiteSecurityHeaders } from './securityHeaders.ts';
export { buildSitePolicy, hashSource, inlineScripts } from './contentSecurityPolicy.ts';
export { siteBadUrlAnswer } from './badUrl.ts';
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
export { nextTurn, registerTurnTaking, type TakeTurn } from './turnTaking.ts';
export { startWith } from './test/startWith.ts';
