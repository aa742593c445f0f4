import { isIP } from 'node:net';
import { FormatRegistry, Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Each server reads its environment through one TypeBox schema (docs/reliability.md, "Settings"): an
 * empty variable counts as unset, one of only blanks is refused (a blank token is a mistake); a set one is converted to the schema's type
 * and must match it, or the server stops with one line naming the variable and what it accepts (the
 * schema's description), exit code 1, no stack.
 */
export class SettingsError extends Error {}

FormatRegistry.Set('http-url', (value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
});

FormatRegistry.Set('trust-proxy', (value) => value.split(',').every((part) => isTrustedProxy(part.trim())));

function isTrustedProxy(part: string): boolean {
  if (['true', 'false', 'loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A port number; 0 asks the system for a free one. */
export const portSetting = (fallback: number) =>
  Type.Integer({ minimum: 0, maximum: 65535, default: fallback, description: 'a port number from 0 to 65535' });

/** An http(s) address without a user name or password. */
export const httpUrlSetting = (fallback?: string) =>
  Type.String({
    format: 'http-url',
    ...(fallback === undefined ? {} : { default: fallback }),
    description: 'an http:// or https:// address without a user name or password',
  });

/** Which proxies may set X-Forwarded-For: true, false, or addresses, ranges and loopback, linklocal, uniquelocal. */
export const trustProxySetting = (fallback: string) =>
  Type.String({
    format: 'trust-proxy',
    default: fallback,
    description:
      'true, false, or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  });

/** A text that may not be blank (a token, a name). */
export const textSetting = (fallback: string, description = 'a non-blank text') =>
  Type.String({ minLength: 1, pattern: '\\S', default: fallback, description });

export function readSettings<T extends TObject>(schema: T, env: NodeJS.ProcessEnv): Static<T> {
  const settings: Record<string, unknown> = {};
  for (const [name, property] of Object.entries<TSchema>(schema.properties)) {
    const given = env[name];
    if (given === undefined || given === '') {
      if (property.default !== undefined) settings[name] = property.default;
      continue;
    }
    const value = convert(property, given.trim());
    if (given.trim() === '' || !Value.Check(property, value))
      throw new SettingsError(`${name} must be ${property.description}, got "${given}"`);
    settings[name] = value;
  }
  return settings;
}

function convert(property: TSchema, text: string): unknown {
  if (property.type === 'integer' || property.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  return text;
}
