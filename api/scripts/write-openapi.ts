/**
 * Writes api-client/src/schema.gen.ts from the API's OpenAPI document.
 * With --check it writes nothing and exits 1 when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { schemaTypes } from './openapiTypes';
import { SCHEMA_TYPES_FILE } from '../src/openapi-document';

const types = await schemaTypes();
if (process.argv.includes('--check')) {
  const current = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
  if (current !== types) {
    console.error(`${SCHEMA_TYPES_FILE} is stale: run npm run openapi -w api`);
    process.exit(1);
  }
  console.log('schema.gen.ts is up to date');
} else {
  writeFileSync(SCHEMA_TYPES_FILE, types);
  console.log(`wrote ${SCHEMA_TYPES_FILE}`);
}
