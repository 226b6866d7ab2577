// The reference for the cost of federation: the same shell and the same remote pages
// built as ONE app, without module federation. The federation runtime is replaced by a shim whose
// loadRemote() imports each remote's exposed module directly, so every page is code-split as usual.
const path = require('node:path');
const { mkdirSync, writeFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig, repoRoot } = require('../../webpack/federation.cjs');

const REMOTES = ['mfe-products', 'mfe-calculators', 'mfe-applications', 'mfe-about'];
const outDir = path.join(repoRoot, 'var/bench/monolith');

/** Reads what each remote exposes from its own webpack config (one source of truth). */
function exposedModules() {
  const entries = [];
  for (const dir of REMOTES) {
    const appDir = path.join(repoRoot, dir);
    // The browser build (a production config is [browser, server]).
    const [config] = [].concat(require(path.join(appDir, 'webpack.config.cjs'))({}, { mode: 'production' }));
    const federation = config.plugins.find((p) => p && p._options && p._options.exposes);
    for (const [key, file] of Object.entries(federation._options.exposes)) {
      const id = `${federation._options.name}/${key.replace(/^\.\//, '')}`;
      entries.push(`  ${JSON.stringify(id)}: () => import(${JSON.stringify(path.join(appDir, file))}),`);
    }
  }
  // Generated under var/ (ignored): it holds this machine's absolute paths.
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'exposed.gen.ts');
  writeFileSync(file, `export const EXPOSED: Record<string, () => Promise<unknown>> = {\n${entries.join('\n')}\n};\n`);
  return file;
}

module.exports = (_env, argv) => {
  const config = hostConfig({ appDir: path.join(repoRoot, 'shell'), plugins: [] }, argv);
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  config.plugins.push(new HtmlWebpackPlugin({ template: path.join(repoRoot, 'shell/public/index.html'), scriptLoading: 'defer', minify: false }));
  config.output.path = path.join(outDir, 'dist');
  config.resolve.alias = {
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime-shim.ts'),
    'ssb-monolith-exposed$': exposedModules(),
  };
  // A reference build: its vendor chunk is larger than an app's budget allows, by design.
  config.performance = { hints: false };
  return config;
};
