// The same sources give the same bytes in any folder (a release's id is the hash of its files).
// webpack's ids and names are paths relative to `context`; two things escape that:
// - module federation's runtime entry, node_modules/.federation/entry.<md5 of its text>.js, whose
//   text imports the bundler runtime by absolute path: its name, so its id and the container
//   entry's (whose identifier ends with the entry's path), change with the folder. Both ids are
//   given here from names without that path, the maps name the entry ENTRY_NAME
//   (moduleFilename), and federationEntryLoader.cjs makes its imports relative;
// - the source maps, which webpack holds as Buffers that RealContentHashPlugin does not rewrite:
//   they kept the first content hashes (their `file`, the runtime's chunk names), and those hash
//   absolute paths (a shared module's resolved fallback). As text, they get the real ones.
const path = require('node:path');
const { Buffer } = require('node:buffer');
const { createHash } = require('node:crypto');
const { Compilation, sources } = require('webpack');

const NAME = 'ReproducibleBuildPlugin';

/** The federation runtime entry's file, as the federation plugin names it. */
const FEDERATION_ENTRY = /[\\/]node_modules[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;
const FEDERATION_ENTRY_IN = /\S*[\\/]node_modules[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js/g;
/** What stands for the entry's file in a name: one per build. */
const ENTRY_NAME = 'module-federation/runtime-entry.js';

/** `output.devtoolModuleFilenameTemplate`: webpack's default, the federation entry under a fixed name. */
const moduleFilename = (info) => `webpack://${info.namespace}/${FEDERATION_ENTRY.test(info.absoluteResourcePath) ? ENTRY_NAME : info.resourcePath}`;

/** An identifier with the entry's file replaced and the other absolute paths made relative to `context`. */
function pathFreeName(identifier, context) {
  return identifier
    .replace(FEDERATION_ENTRY_IN, ENTRY_NAME)
    .split(/([|! ])/)
    .map((part) => (path.isAbsolute(part) ? path.relative(context, part).split(path.sep).join('/') : part))
    .join('');
}

/** A numeric id from a name, as webpack's deterministic ids are, and one no other module has. */
function idOf(name, used) {
  for (let salt = 0; ; salt += 1) {
    const id = Number.parseInt(createHash('sha256').update(`${salt}:${name}`).digest('hex').slice(0, 8), 16) % 10_000;
    if (!used.has(id)) return id;
  }
}

class ReproducibleBuildPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // Before webpack's deterministic ids (stage 0), which then leave these two alone.
      compilation.hooks.moduleIds.tap({ name: NAME, stage: -10 }, () => {
        const used = new Set();
        const named = [];
        for (const module of compilation.modules) {
          if (!module.needId || compilation.chunkGraph.getNumberOfModuleChunks(module) === 0) continue;
          // A concatenated module's identifier ends with a hash of its modules' identifiers: its root's stands for it.
          const identifier = module.rootModule ? `${module.rootModule.identifier()}|concatenated` : module.identifier();
          if (identifier.match(FEDERATION_ENTRY_IN)) named.push([pathFreeName(identifier, compiler.context), module]);
        }
        for (const [name, module] of named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
          const id = idOf(name, used);
          used.add(id);
          compilation.chunkGraph.setModuleId(module, id);
        }
      });
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1 }, () => {
        for (const { name, source } of compilation.getAssets()) {
          if (!name.endsWith('.map')) continue;
          const content = source.source();
          if (Buffer.isBuffer(content)) compilation.updateAsset(name, new sources.RawSource(content.toString('utf8')));
        }
      });
    });
  }
}

module.exports = { ReproducibleBuildPlugin, moduleFilename, FEDERATION_ENTRY };
