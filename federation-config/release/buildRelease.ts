/**
 * `ssb-remote build`: the remote's production build (browser and server) into a staging folder,
 * then finalized into an immutable release. Runs in the remote's own folder.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { finalizeRelease, type FinalizedRelease } from './finalizeRelease';

interface PackageJson {
  name: string;
  version: string;
}

/** What a remote's webpack.config.cjs exports: webpack's config function. */
type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' | 'development' }) => Configuration | Configuration[];

/** The recipe (CommonJS, as webpack configs load it) names where the server build goes. */
const recipe = createRequire(__filename)('../webpack/federation.cjs') as { SERVER_ENTRY: string };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The manifest's `builtAt`: now, or SOURCE_DATE_EPOCH (seconds; the reproducible-builds.org
 * convention, e.g. the commit's time) when set, so that two builds of one commit write the same
 * manifest too. The release id never depends on it.
 */
function buildTime(): Date | undefined {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return undefined;
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got ${JSON.stringify(epoch)}`);
  return new Date(Number(epoch) * 1000);
}

function runWebpack(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack gave no result'));
      const text = stats.toString({ preset: 'errors-warnings', colors: false });
      if (text.trim()) console.log(text);
      return stats.hasErrors() ? reject(new Error('the build has errors (above)')) : resolve();
    });
  });
}

export async function buildRelease(appDir: string): Promise<FinalizedRelease> {
  const pkg = readJson<PackageJson>(path.join(appDir, 'package.json'));
  // Read first: a wrong setting is said before the build, not after it.
  const now = buildTime();
  const distDir = path.join(appDir, 'dist');
  const stagingDir = path.join(distDir, `.staging-${process.pid}`);
  // The recipe reads the output folder from the environment when the config is made.
  process.env.SSB_OUT_DIR = stagingDir;
  const factory = (await import(path.join(appDir, 'webpack.config.cjs'))) as { default: ConfigFactory };
  const configs = ([] as Configuration[]).concat(factory.default({}, { mode: 'production' }));
  try {
    await runWebpack(configs);
    const contracts = readJson<PackageJson>(require.resolve('@ssb/contracts/package.json', { paths: [appDir] }));
    return finalizeRelease({
      stagingDir,
      distDir,
      version: pkg.version,
      contractsVersion: contracts.version,
      serverEntry: recipe.SERVER_ENTRY,
      now,
    });
  } finally {
    if (existsSync(stagingDir)) rmSync(stagingDir, { recursive: true, force: true });
  }
}
