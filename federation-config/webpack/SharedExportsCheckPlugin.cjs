// The shell provides the shared libraries tree-shaken to the exports the site uses (SHARED_EXPORTS
// in federation.cjs). A remote that imported any other export would not find it in the shell's
// copy, and module federation would give it a second copy of a singleton (a second router: its
// pages would lose the shell's location). So the build fails instead, naming the export to add.
const PLUGIN = 'SharedExportsCheckPlugin';

/** A module's dependencies, those of its import() blocks included (webpack keeps them apart). */
function* dependenciesOf(block) {
  yield* block.dependencies ?? [];
  for (const inner of block.blocks ?? []) yield* dependenciesOf(inner);
}

class SharedExportsCheckPlugin {
  /** @param {Record<string, string[]>} allowed the exports each tree-shaken shared package provides */
  constructor(allowed) {
    this.allowed = allowed;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const module of modules) {
          for (const dependency of dependenciesOf(module)) {
            const exports = this.allowed[dependency.request];
            if (!exports) continue;
            const name = dependency.type === 'harmony import specifier' ? dependency.ids?.[0] : undefined;
            const whole = dependency.type === 'import()' || dependency.type === 'cjs require';
            if (whole || (name !== undefined && !exports.includes(name))) {
              const what = whole ? 'the whole module' : `'${name}'`;
              const error = new WebpackError(
                `${module.resource}: imports ${what} of ${dependency.request}, which the shell does not provide; add it to SHARED_EXPORTS (federation-config/webpack/federation.cjs) and rebuild the shell first`,
              );
              error.module = module;
              compilation.errors.push(error);
            }
          }
        }
      });
    });
  }
}

module.exports = { SharedExportsCheckPlugin };
