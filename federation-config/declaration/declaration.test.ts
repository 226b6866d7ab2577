import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteDeclaration } from '@ssb/contracts/node';
import { exposesOf, staleModules, writeModules } from './generate';
import { DeclarationError, readDeclaration } from './readDeclaration';

const calculators: RemoteDeclaration<'mfe_calculators'> = {
  name: 'mfe_calculators',
  intlScope: './i18n/scope',
  pages: { '/calculators': { module: './features/hub/CalculatorsPage' } },
  widgets: {
    CreditCalculator: { module: './features/credit/CreditCalculator', export: 'CreditCalculator' },
    DepositCalculator: { module: './features/deposit/DepositCalculator', export: 'DepositCalculator' },
    CreditEffectiveRate: { module: './features/effective-rate/CreditEffectiveRate', export: 'CreditEffectiveRate' },
    CreditSchedule: { module: './features/schedule/ScheduleDialogs', export: 'CreditSchedule' },
    DepositSchedule: { module: './features/schedule/ScheduleDialogs', export: 'DepositSchedule' },
  },
};

let appDir: string;
beforeEach(() => {
  appDir = mkdtempSync(path.join(tmpdir(), 'ssb-remote-'));
});
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

it('generates the routes module with each chunk named by its pattern, and one module per widget', () => {
  expect(writeModules(appDir, calculators).sort()).toEqual(
    [
      'CreditCalculator.gen.ts',
      'CreditEffectiveRate.gen.ts',
      'CreditSchedule.gen.ts',
      'DepositCalculator.gen.ts',
      'DepositSchedule.gen.ts',
      'routes.gen.ts',
    ].sort(),
  );
  const routes = readFileSync(path.join(appDir, 'src/generated/routes.gen.ts'), 'utf8');
  expect(routes).toContain(`'/calculators': () => import(/* webpackChunkName: "page-calculators" */ '../features/hub/CalculatorsPage')`);
  expect(routes).toContain("Record<PatternOf<'mfe_calculators'>, PageLoader>");
  const widget = readFileSync(path.join(appDir, 'src/generated/CreditSchedule.gen.ts'), 'utf8');
  expect(widget).toContain("import { CreditSchedule as Widget } from '../features/schedule/ScheduleDialogs';");
  expect(widget).toContain("withIntlScope<ExposedWidgets['mfe_calculators/CreditSchedule']>(IntlScope, Widget)");
  expect(staleModules(appDir, calculators)).toEqual([]);
  // Nothing changed: nothing is written again.
  expect(writeModules(appDir, calculators)).toEqual([]);
});

it('finds a hand-edited module and one no longer declared, and generating puts both right', () => {
  writeModules(appDir, calculators);
  const dir = path.join(appDir, 'src/generated');
  writeFileSync(path.join(dir, 'routes.gen.ts'), '// edited\n');
  writeFileSync(path.join(dir, 'Old.gen.ts'), '// from an older declaration\n');
  expect(staleModules(appDir, calculators)).toEqual(['routes.gen.ts', 'Old.gen.ts']);
  writeModules(appDir, calculators);
  expect(staleModules(appDir, calculators)).toEqual([]);
  expect(existsSync(path.join(dir, 'Old.gen.ts'))).toBe(false);
});

it('derives the federation exposes from the declaration', () => {
  expect(exposesOf(calculators)).toEqual({
    './routes': './src/generated/routes.gen.ts',
    './CreditCalculator': './src/generated/CreditCalculator.gen.ts',
    './DepositCalculator': './src/generated/DepositCalculator.gen.ts',
    './CreditEffectiveRate': './src/generated/CreditEffectiveRate.gen.ts',
    './CreditSchedule': './src/generated/CreditSchedule.gen.ts',
    './DepositSchedule': './src/generated/DepositSchedule.gen.ts',
  });
});

describe('readDeclaration', () => {
  const declare = (text: string) => {
    mkdirSync(path.join(appDir, 'src'), { recursive: true });
    writeFileSync(path.join(appDir, 'src/remote.ts'), text);
  };

  it('reads a TypeScript declaration whose imports are types only', () => {
    declare(
      `import type { RemoteDeclaration } from '@ssb/contracts';\nexport default ${JSON.stringify(calculators)} as const satisfies RemoteDeclaration<'mfe_calculators'>;\n`,
    );
    expect(readDeclaration(appDir)).toEqual(calculators);
  });

  it('refuses a declaration that disagrees with the contract, naming what is wrong', () => {
    declare(`export default ${JSON.stringify({ ...calculators, pages: {} })};\n`);
    expect(() => readDeclaration(appDir)).toThrow(
      new DeclarationError("src/remote.ts disagrees with the contract:\n  - page /calculators is the remote's in the contract but not declared"),
    );
  });

  it('refuses a declaration that imports code, before running any of it', () => {
    declare(`import { pages } from './pages';\nexport default { name: 'mfe_calculators', pages };\n`);
    expect(() => readDeclaration(appDir)).toThrow(
      new DeclarationError('src/remote.ts imports ./pages at run time: a declaration is data, with type-only imports'),
    );
  });

  it('says where the declaration should be when it is missing', () => {
    expect(() => readDeclaration(appDir)).toThrow(/src\/remote\.ts is missing/);
  });
});
