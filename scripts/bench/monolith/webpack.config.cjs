// The reference for the cost of federation: the same shell and the same remote pages
// built as ONE app, without module federation, for the browser and for the server. The federation
// runtime is replaced by a shim whose loadRemote() imports each remote's exposed module directly,
// so every page is code-split as usual; the server build (renderMonolith.ts) renders the first
// view as the federated site's server does, with the remotes' pages compiled in.
const path = require('node:path');
const { mkdirSync, writeFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { sources } = require('webpack');
const { hostConfig, shellServerConfig } = require('@ssb/federation-config');

const repoRoot = path.resolve(__dirname, '../../..');
const REMOTES = require('@ssb/federation-config/workspaces')
  .remotePackages()
  .map((remote) => remote.dir);
const outDir = path.join(repoRoot, 'var/bench/monolith');

/**
 * Each remote's page data (its declared first API requests), served as the federated site serves
 * it in the remote's manifest: the shell fetches it on a detail page to tell a missing record.
 * The runtime config names these files as the remotes' addresses (MONOLITH_REMOTES in main.ts).
 */
class PageDataPlugin {
  apply(compiler) {
    const { readDeclaration, pageDataOf } = require('tsx/cjs/api').require('../../../federation-config/declaration/index.ts', __filename);
    compiler.hooks.thisCompilation.tap('PageDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageDataPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const dir of REMOTES) {
          const declaration = readDeclaration(path.join(repoRoot, dir));
          const json = JSON.stringify({ metaData: { pageData: pageDataOf(declaration) } });
          compilation.emitAsset(`monolith/${declaration.name}.json`, new sources.RawSource(json));
        }
      });
    });
  }
}

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
  const exposed = exposedModules();
  const appDir = path.join(repoRoot, 'shell');
  const browser = hostConfig({ appDir, plugins: [] }, argv);
  browser.plugins = browser.plugins.filter((p) => p.constructor.name !== 'ModuleFederationPlugin');
  browser.module.rules.push({ test: /[\\/]mfe-[a-z]+[\\/]src[\\/]i18n[\\/]scope\.tsx?$/, use: path.join(__dirname, 'catalogChunkLoader.cjs') });
  browser.plugins.push(new PageDataPlugin());
  browser.plugins.push(new HtmlWebpackPlugin({ template: path.join(appDir, 'public/index.html'), scriptLoading: 'defer', minify: false }));
  browser.output.path = path.join(outDir, 'dist');
  browser.resolve.alias = {
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime-shim.ts'),
    'ssb-monolith-exposed$': exposed,
  };
  // A reference build: its vendor chunk is larger than an app's budget allows, by design.
  browser.performance = { hints: false };

  const server = shellServerConfig({ appDir });
  server.entry = { server: path.join(__dirname, 'renderMonolith.ts') };
  server.output.path = path.join(outDir, 'dist-server');
  server.resolve.alias = { ...server.resolve.alias, 'ssb-monolith-exposed$': exposed };
  // The generated module is compiled in, not taken from node_modules as other bare requests are.
  const [external] = server.externals;
  server.externals = [(data, callback) => (data.request === 'ssb-monolith-exposed' ? callback() : external(data, callback))];
  return [browser, server];
};
