/**
 * The lint preset a team's repository uses (eslint.config.js: `export default remoteLintConfig()`),
 * run by ESLint itself on a remote's files outside the monorepo: the fences come from the roles'
 * data, so another remote, the shell or the API is refused, and the test data only in tests.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';

const exec = promisify(execFile);
let dir: string;
type Result = { filePath: string; messages: { ruleId: string | null; message: string }[] };
let results: Map<string, Result['messages']>;

const FILES: Record<string, string> = {
  'src/usesAnotherRemote.ts': "import { ProductList } from '@ssb/mfe-products';\nexport const page = ProductList;\n",
  'src/usesTheShell.ts': "import { start } from '@ssb/shell';\nexport const shell = start;\n",
  'src/usesTheSeed.ts': "import { seed } from '@ssb/api/seed';\nexport const data = seed;\n",
  'src/usesFixtures.ts': "import { offices } from '@ssb/fixtures';\nexport const data = offices;\n",
  'src/usesThePlatform.ts':
    "import { REMOTE_NAMES } from '@ssb/contracts';\nimport { Button } from '@ssb/ui-kit';\nimport type { BankLocation } from '@ssb/api-client';\nexport const all: [unknown, unknown, BankLocation | null] = [REMOTE_NAMES, Button, null];\n",
  'src/page.test.ts': "import { offices } from '@ssb/fixtures';\nexport const data = offices;\n",
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-lint-preset-'));
  const preset = pathToFileURL(path.join(__dirname, 'eslint.mjs')).href;
  writeFileSync(path.join(dir, 'eslint.config.mjs'), `import { remoteLintConfig } from '${preset}';\nexport default remoteLintConfig();\n`);
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // Its command, beside its main module (the package's exports name no bin file).
  const eslint = path.join(path.dirname(require.resolve('eslint')), '../bin/eslint.js');
  // ESLint exits 1 when it finds problems: its report is on stdout either way.
  const stdout = await exec(process.execPath, [eslint, '--format', 'json', 'src'], { cwd: dir, timeout: 60_000 }).then(
    (done) => done.stdout,
    (failed: { stdout?: string }) => failed.stdout ?? '[]',
  );
  results = new Map((JSON.parse(stdout) as Result[]).map((r) => [path.relative(dir, r.filePath), r.messages]));
}, 90_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fenced = (file: string) => (results.get(file) ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

it('refuses another remote, the shell and the API’s seed in a remote’s code', () => {
  for (const file of ['src/usesAnotherRemote.ts', 'src/usesTheShell.ts', 'src/usesTheSeed.ts'])
    expect(fenced(file)).toEqual([expect.stringMatching(/imports only @ssb\/contracts/)]);
});

it('lets the code use the contract, the UI kit and the API client, and the test data only in tests', () => {
  expect(results.size).toBe(Object.keys(FILES).length);
  expect(fenced('src/usesThePlatform.ts')).toEqual([]);
  expect(fenced('src/page.test.ts')).toEqual([]);
  expect(fenced('src/usesFixtures.ts')).toHaveLength(1);
});
