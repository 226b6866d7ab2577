import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { widgetsOf } from '@ssb/contracts/node';
import { createRemoteRepository } from './create';

const REGISTRY = 'http://127.0.0.1:4873/';
let dir: string;
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const manifest = () =>
  JSON.parse(read('package.json')) as Record<string, unknown> & { scripts: Record<string, string>; devDependencies: Record<string, string> };

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssb-create-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ssb-remote create in an empty folder', () => {
  it('writes the repository around a first declaration that lists every page and widget of the contract', async () => {
    const written = createRemoteRepository('calculators', { dir, registry: REGISTRY });
    for (const file of [
      'package.json',
      '.npmrc',
      '.nvmrc',
      '.gitignore',
      'tsconfig.json',
      'eslint.config.js',
      'jest.config.cjs',
      'ci.sh',
      'src/remote.ts',
    ])
      expect(written).toContain(file);
    const declaration = read('src/remote.ts');
    expect(declaration).toContain("name: 'mfe_calculators'");
    expect(declaration).toContain("'/calculators':");
    expect(widgetsOf('mfe_calculators').length).toBeGreaterThan(0);
    for (const widget of widgetsOf('mfe_calculators')) {
      expect(declaration).toContain(`${widget}: { module: './features/widgets/${widget}', export: '${widget}' }`);
      expect(read(`src/features/widgets/${widget}.tsx`)).toContain(`export function ${widget}(_props: ExposedWidgets['mfe_calculators/${widget}'])`);
    }
    for (const [lang, title] of [
      ['tj', 'Хизматрасониҳои мо'],
      ['ru', 'Наши услуги'],
      ['en', 'Our services'],
    ])
      expect(read(`src/i18n/${lang}.ts`)).toContain(title);
  });

  it('gives package.json engines, allowScripts, the platform packages as ranges and every script through ssb-remote', async () => {
    createRemoteRepository('about', { dir, registry: REGISTRY });
    const pkg = manifest();
    expect(pkg.name).toBe('@ssb/mfe-about');
    expect(pkg.engines).toEqual({ node: '>=24', npm: '>=11' });
    expect(pkg.allowScripts).toMatchObject({ esbuild: false });
    expect(Object.values(pkg.scripts).every((script) => script.startsWith('ssb-remote '))).toBe(true);
    expect(pkg.scripts).toMatchObject({ test: 'ssb-remote test', lint: 'ssb-remote lint', build: 'ssb-remote build', deploy: 'ssb-remote deploy' });
    const own = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
    expect(pkg.devDependencies['@ssb/federation-config']).toBe(`^${own.version}`);
    for (const range of Object.values({ ...(pkg.dependencies as Record<string, string>), ...pkg.devDependencies }))
      expect(range).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(read('.npmrc')).toBe(`@ssb:registry=${REGISTRY}\n`);
    expect(statSync(path.join(dir, 'ci.sh')).mode & 0o111).not.toBe(0);
  });

  it('refuses a remote the contract does not name, and writes nothing', async () => {
    expect(() => createRemoteRepository('loans', { dir, registry: REGISTRY })).toThrow(/mfe_loans is not in the contract/);
    expect(existsSync(path.join(dir, 'package.json'))).toBe(false);
  });
});

describe('ssb-remote create in a remote taken out of the monorepo', () => {
  it('keeps its name, dependencies and code, and rewrites only the platform’s files', async () => {
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: '@ssb/mfe-about',
        version: '1.4.0',
        ssb: { role: 'remote', port: 8084 },
        dependencies: { leaflet: '^1.9.4' },
        scripts: { test: 'jest' },
      }),
    );
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/remote.ts'), '// the team’s own declaration\n');
    const written = createRemoteRepository('mfe_about', { dir, registry: REGISTRY });
    const pkg = manifest();
    expect(pkg).toMatchObject({ name: '@ssb/mfe-about', version: '1.4.0', dependencies: { leaflet: '^1.9.4' }, ssb: { port: 8084 } });
    expect(pkg.scripts.test).toBe('ssb-remote test');
    expect(read('src/remote.ts')).toBe('// the team’s own declaration\n');
    expect(written).not.toContain('src/remote.ts');
  });
});
