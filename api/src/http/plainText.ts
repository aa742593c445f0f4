import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Text a reader sends us to keep (contact messages) must be text: JSON can carry a NUL byte, other
 * control characters and unpaired UTF-16 surrogates, which no form produces. SQLite would store an
 * unpaired surrogate as invalid UTF-8 (read back as U+FFFD) and its text functions stop at a NUL, so
 * the message would not be kept as sent: the sender gets a 400 naming the field instead.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but line breaks and tabs are allowed (a message has paragraphs). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Why `value` is not storable text, or undefined when it is. */
export function plainTextProblem(value: string, multiline: boolean): string | undefined {
  if (UNPAIRED_SURROGATE.test(value)) return 'must be valid Unicode text (it contains an unpaired surrogate)';
  if ((multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value)) {
    return multiline
      ? 'must not contain control characters other than line breaks and tabs'
      : 'must not contain control characters or line breaks';
  }
  return undefined;
}

/**
 * A preValidation hook checking the named string fields of the body. It runs before the schema and
 * the rate limiter, so a rejected message does not use up the sender's allowance; fields that are
 * missing or not strings are left to the schema.
 */
export function requirePlainText(fields: { single?: string[]; multiline?: string[] }) {
  const checks = [
    ...(fields.single ?? []).map((name) => [name, false] as const),
    ...(fields.multiline ?? []).map((name) => [name, true] as const),
  ];
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const [name, multiline] of checks) {
      const value = (body as Record<string, unknown>)[name];
      const problem = typeof value === 'string' ? plainTextProblem(value, multiline) : undefined;
      if (problem) throw new HttpError(400, `body/${name} ${problem}`);
    }
  };
}
