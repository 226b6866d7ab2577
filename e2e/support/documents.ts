import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env';

/** The API's test documents: small, whole files of each accepted kind (api/test/fixtures/documents/README.md). */
export function testDocument(name: 'passport.png' | 'passport.jpg' | 'inn.pdf' | 'inn.docx' | 'salary.xlsx' | 'salary.xls'): Buffer {
  return readFileSync(path.join(repoRoot, 'api/test/fixtures/documents', name));
}
