/**
 * The contract's public surface as API Extractor reports it, one report per entry of
 * `@ssb/contracts` (its package.json `exports`): `shared-contracts/etc/<entry>.api.md`, checked
 * in, so that a change to what the contract offers shows in review as a change to its report.
 *
 *   npm run api-report      writes the reports anew (after a deliberate change of the contract)
 *   scripts/apiReport.test.ts fails when a report differs from what API Extractor makes now
 *
 * The contract ships TypeScript sources, so its declarations are emitted first (tsc), into a
 * folder under shared-contracts/dist/, where its dependencies resolve.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel, ExtractorMessageCategory, type IConfigFile } from '@microsoft/api-extractor';
import { repoRoot } from './lib/repoRoot';

const CONTRACT_DIR = path.join(repoRoot, 'shared-contracts');
export const REPORT_DIR = path.join(CONTRACT_DIR, 'etc');

interface Entry {
  /** The report's name: `index` for the package's `.`, else the subpath (`node`). */
  name: string;
  /** The entry's source, relative to the package (`src/node.ts`). */
  source: string;
}

/** The contract's entries, from its package.json: every export that is a TypeScript module. */
export function contractEntries(): Entry[] {
  const pkg = JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return (
    Object.entries(pkg.exports)
      // A hand-written declaration entry (./styled, a module augmentation) exports no names to report.
      .filter(([, target]) => target.endsWith('.ts') && !target.endsWith('.d.ts'))
      .map(([subpath, target]) => ({ name: subpath === '.' ? 'index' : subpath.slice(2), source: path.posix.normalize(target) }))
  );
}

/** The contract's declarations (and its hand-written .d.ts files, which tsc does not copy) in `outDir`. */
function emitDeclarations(outDir: string): void {
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const options = ['--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--rootDir', 'src', '--outDir', outDir];
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...options], { cwd: CONTRACT_DIR, stdio: 'pipe' });
  const copyDts = (dir: string) => {
    for (const item of readdirSync(path.join(CONTRACT_DIR, 'src', dir), { withFileTypes: true })) {
      const relative = path.join(dir, item.name);
      if (item.isDirectory()) copyDts(relative);
      else if (item.name.endsWith('.d.ts')) cpSync(path.join(CONTRACT_DIR, 'src', relative), path.join(outDir, relative));
    }
  };
  copyDts('');
}

function extractorConfig(entry: Entry, outDir: string): IConfigFile {
  const entryDts = path.join(outDir, entry.source.replace(/^src\//, '').replace(/\.ts$/, '.d.ts'));
  return {
    projectFolder: outDir,
    mainEntryPointFilePath: entryDts,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          types: ['node'],
        },
        // Every declaration, so the contract's own augmentations (ui/styled.d.ts) apply.
        include: [path.join(outDir, '**/*.d.ts')],
      },
    },
    apiReport: { enabled: true, reportFolder: REPORT_DIR, reportTempFolder: path.join(outDir, 'report'), reportFileName: entry.name },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      // The contract's comments are prose, not TSDoc; and it marks no release stages (@public, @beta).
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        // Not every name has a doc comment; the report marks those `(undocumented)` anyway.
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
      },
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
    },
  };
}

export interface ReportResult {
  entry: string;
  /** The report differs from the checked-in one (or there is none). */
  changed: boolean;
  /** What API Extractor could not analyse (none expected). */
  problems: string[];
}

/** Makes each entry's report; `update` writes it into shared-contracts/etc/, else it is only compared. */
export function apiReports(update: boolean): ReportResult[] {
  // A fixed folder: the report names it where a warning has no declaration to sit by.
  const outDir = path.join(CONTRACT_DIR, 'dist', 'api-report');
  rmSync(outDir, { recursive: true, force: true });
  try {
    emitDeclarations(outDir);
    mkdirSync(REPORT_DIR, { recursive: true });
    return contractEntries().map((entry) => {
      const problems: string[] = [];
      const config = ExtractorConfig.prepare({
        configObject: extractorConfig(entry, outDir),
        configObjectFullPath: undefined,
        packageJsonFullPath: path.join(CONTRACT_DIR, 'package.json'),
      });
      const result = Extractor.invoke(config, {
        localBuild: update,
        messageCallback: (message) => {
          // The console's own notes (a report written, copied or created) are this function's result, not problems.
          const serious = message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning;
          if (serious && message.category !== ExtractorMessageCategory.Console) problems.push(message.formatMessageWithLocation(outDir));
          message.handled = true;
        },
      });
      return { entry: entry.name, changed: result.apiReportChanged, problems };
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { entry, changed, problems } of apiReports(true)) {
    console.log(`[api-report] ${entry}: ${changed ? 'written' : 'unchanged'}`);
    for (const problem of problems) console.error(`  ${problem}`);
  }
}
