import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SCHEMA_FILE, schemaTypes } from './schemaTypes.ts';

it('the typed schema is what the migrations give (else: npm run db:types -w api)', async () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(await schemaTypes());
});
