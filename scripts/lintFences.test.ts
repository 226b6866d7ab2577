/**
 * Lint's fences come from the packages' roles (federation-config/workspaces.cjs): every remote is
 * fenced from the others and from the shell the moment its folder is a workspace, the contract
 * imports no part of the site, and no package reaches into another by a relative path or uses
 * what it does not declare. Run through the repository's own ESLint set-up.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { remotePackages } from '@ssb/federation-config/workspaces';

const root = path.dirname(__dirname);

/** Probes linted by the repository's ESLint in one child process (its config is an ES module Jest cannot load). */
const LINT_PROBES = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.cwd() });
  const probes = JSON.parse(process.argv[1]);
  const out = [];
  for (const [file, code] of probes) {
    const [result] = await eslint.lintText(code + '\\nexport const used = probe;\\n', { filePath: file });
    out.push(result.messages.map((m) => m.ruleId ?? m.message).filter((rule) => rule !== '@typescript-eslint/no-unused-vars'));
  }
  process.stdout.write(JSON.stringify(out));
`;

type Probe = [file: string, code: string];

function lint(probes: Probe[]): string[][] {
  const absolute = probes.map(([file, code]) => [path.join(root, file), code]);
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES, JSON.stringify(absolute)], { cwd: root, encoding: 'utf8' }),
  ) as string[][];
}

describe('lint’s fences', () => {
  const remotes = remotePackages();
  const probes: { probe: Probe; fails: string | null; says: string }[] = [
    ...remotes.flatMap((remote) => [
      ...remotes
        .filter((other) => other !== remote)
        .map((other) => ({
          probe: [`${remote.dir}/src/features/probe/probe.ts`, `import { probe } from '${other.name}';`] as Probe,
          fails: 'no-restricted-imports',
          says: `${remote.dir} imports ${other.name}`,
        })),
      {
        probe: [`${remote.dir}/src/features/probe/probe.test.ts`, `import { probe } from '@ssb/shell';`] as Probe,
        fails: 'no-restricted-imports',
        says: `${remote.dir}'s test imports the shell`,
      },
      {
        probe: [`${remote.dir}/src/features/probe/probe.ts`, `import { probe } from '@ssb/contracts';`] as Probe,
        fails: null,
        says: `${remote.dir} imports the contract`,
      },
    ]),
    ...['@ssb/api-client', '@ssb/ui-kit', '@ssb/shell'].map((above) => ({
      probe: ['shared-contracts/src/probe.ts', `import { probe } from '${above}';`] as Probe,
      fails: 'no-restricted-imports',
      says: `the contract imports ${above}`,
    })),
    {
      probe: ['mfe-about/src/features/probe/probe.ts', `import { probe } from '../../../../ui-kit/src/index';`],
      fails: 'import-x/no-relative-packages',
      says: 'a relative path into the UI kit',
    },
    ...['api/src/probe.ts', 'site-server/src/probe.ts'].flatMap((file) => [
      {
        probe: [file, `import { probe } from '@ssb/federation-config/release/finalizeRelease';`] as Probe,
        fails: 'no-restricted-imports',
        says: `${file.split('/')[0]} imports the build tool`,
      },
      {
        probe: [file, `import { probe } from '@ssb/server-kit/traceContext';`] as Probe,
        fails: null,
        says: `${file.split('/')[0]} imports the server kit`,
      },
      {
        probe: [file.replace('probe.ts', 'probe.test.ts'), `import { probe } from '@ssb/federation-config/release/finalizeRelease';`] as Probe,
        fails: null,
        says: `${file.split('/')[0]}'s test uses the release tooling`,
      },
    ]),
    {
      probe: ['api/src/probe.ts', `import { probe } from 'react-intl';`],
      fails: 'import-x/no-extraneous-dependencies',
      says: 'the API uses what it does not declare',
    },
    {
      probe: ['mfe-calculators/src/features/probe/probe.ts', `import { probe } from '../schedule/model';`],
      fails: 'no-restricted-imports',
      says: 'a feature reaches into another',
    },
    {
      probe: ['mfe-calculators/src/features/probe/probe.ts', `import { probe } from '../schedule';`],
      fails: null,
      says: 'a feature uses another’s index',
    },
    {
      probe: ['api/src/features/probe/probe.ts', `import { probe } from '../content/routes';`],
      fails: 'no-restricted-imports',
      says: 'an API feature reaches into another',
    },
    {
      probe: ['api/src/features/probe/probe.ts', `import { probe } from '../content';`],
      fails: null,
      says: 'an API feature uses another’s index',
    },
  ];

  it('fence every remote, the contract, relative paths, undeclared packages and features’ insides', () => {
    const results = lint(probes.map((p) => p.probe));
    const wrong = probes
      .map((p, i) => ({ ...p, rules: results[i] ?? [] }))
      .filter((p) => (p.fails ? !p.rules.includes(p.fails) : p.rules.some((rule) => rule === 'no-restricted-imports')))
      .map((p) => `${p.says}: ${p.fails ? `not refused by ${p.fails}` : 'refused'} (${p.rules.join(', ') || 'no rule'})`);
    expect(remotes.length).toBeGreaterThanOrEqual(4);
    expect(wrong).toEqual([]);
  }, 120_000);
});
