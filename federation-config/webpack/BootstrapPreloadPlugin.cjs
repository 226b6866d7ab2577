// Writes preload.json: the JS files the host needs before it can render anything (its bootstrap
// chunk groups, `bootstrap` and the stages it imports, `bootstrap-*`, and the chunks of the
// shared singletons it provides). The site server has them fetched with main.js instead of after
// it runs: as <link rel=preload> in the head of a page it could not render, as scripts inserted
// after the first paint of a rendered one (site-server/src/page/document/html.ts).
const { Compilation, sources } = require('webpack');

const SHARED_PACKAGE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run|react-intl|@formatjs|intl-messageformat|jotai|styled-components|stylis|@emotion)[\\/]|[\\/]shared-contracts[\\/]src[\\/]/;

// Under @formatjs but no part of a first page: the ICU parser loads only for a catalog that
// was not parsed at build time (IntlScope's parsedCatalog).
const NOT_AT_START = /[\\/]node_modules[\\/]@formatjs[\\/](icu-messageformat-parser[\\/]index\.js|icu-skeleton-parser[\\/])/;
const providedAtStart = (resource) => SHARED_PACKAGE.test(resource) && !NOT_AT_START.test(resource);

class BootstrapPreloadPlugin {
  constructor({ groupName = 'bootstrap', fileName = 'preload.json' } = {}) {
    this.groupName = groupName;
    this.fileName = fileName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootstrapPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootstrapPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = new Set();
        const groups = [...compilation.namedChunkGroups].filter(([name]) => name === this.groupName || name.startsWith(`${this.groupName}-`));
        if (groups.length === 0) throw new Error(`BootstrapPreloadPlugin: no chunk group named "${this.groupName}"`);
        for (const [, group] of groups) for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        for (const chunk of compilation.chunks) {
          if (chunk.hasRuntime()) continue; // main.js is already in the HTML
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          if (modules.some((m) => providedAtStart(m.resource ?? m.rootModule?.resource ?? '')))
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const json = JSON.stringify({ scripts: [...files].sort() }, null, 2);
        compilation.emitAsset(this.fileName, new sources.RawSource(json));
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin, SHARED_PACKAGE };
