import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument, SCHEMA_TYPES_FILE } from '../src/openapi-document';

jest.setTimeout(30_000);

it('has the generated types of @ssb/contracts up to date (run `npm run openapi -w api` when this fails)', () => {
  // openapi-typescript is ESM-only inside: the check runs in Node, not in Jest's CommonJS.
  const run = () =>
    execFileSync(process.execPath, ['--import', 'tsx', 'api/scripts/write-openapi.ts', '--check'], {
      cwd: path.resolve(__dirname, '../..'),
      encoding: 'utf8',
      stdio: 'pipe',
    });
  expect(run()).toContain('up to date');
});

it('documents every path that @ssb/api-client calls, with its response schemas', async () => {
  const doc = (await openApiDocument()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
  const sources = ['endpoints.ts', 'productEndpoints.ts'].map((f) => readFileSync(path.join(path.dirname(SCHEMA_TYPES_FILE), f), 'utf8'));
  const called = new Set<string>();
  for (const source of sources) {
    for (const [, p] of source.matchAll(/[`'](\/[A-Za-z-]+\/(?:[A-Za-z-]+\/)?)[?`']/g)) if (p) called.add(p);
    for (const [, p] of source.matchAll(/`(\/[A-Za-z-]+\/)\$\{(?:seg|encodeURIComponent)\([^}]*\)\}\/`/g)) if (p) called.add(`${p}{param}/`);
  }
  const documented = Object.keys(doc.paths).map((p) => p.replace(/^\/api/, '').replace(/\{[a-z]+\}/, '{param}'));
  expect(called.size).toBeGreaterThan(30);
  for (const p of called) expect([p, documented.includes(p)]).toEqual([p, true]);
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const ok = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'] ?? op.responses['204'];
      expect([method, p, ok !== undefined]).toEqual([method, p, true]);
    }
  }
});
