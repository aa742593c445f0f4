// `npm run db:types -w api`: rewrites the typed schema (src/db/schema.ts) from the migrations, after a
// migration adds or changes a column (docs/api.md, "The typed schema").
import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, schemaTypes } from '../db/schemaTypes.ts';

writeFileSync(SCHEMA_FILE, await schemaTypes());
console.log(`Wrote ${SCHEMA_FILE}`);
