// The one place that says how an app of this site is built: webpack 5 + module federation,
// TypeScript by swc-loader. Each app's webpack.config.cjs is a few lines that call this.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { BootstrapPreloadPlugin, SHARED_PACKAGE } = require('./BootstrapPreloadPlugin.cjs');
const { CompressedBudgetPlugin } = require('./CompressedBudgetPlugin.cjs');
const { SharedExportsCheckPlugin } = require('./SharedExportsCheckPlugin.cjs');
const { ReproducibleBuildPlugin, moduleFilename, FEDERATION_ENTRY } = require('./ReproducibleBuildPlugin.cjs');
const { remoteEntryBrotliBytes } = require('./budgets.cjs');
const zlib = require('node:zlib');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The version of @ssb/contracts an app builds against: the one installed for it. */
const contractsVersionOf = (appDir) => readJson(require.resolve('@ssb/contracts/package.json', { paths: [appDir] })).version;

/**
 * Plugins of an app that its shared-fallback builds (the full copies module federation compiles
 * beside a tree-shaken shared library) must not run: they check or describe the app's own output.
 */
const TREE_SHAKING_EXCLUDED_PLUGINS = ['BootstrapPreloadPlugin', 'CompressedBudgetPlugin', 'SharedExportsCheckPlugin', 'SharedVersionsPlugin'];

/**
 * The exports of the shared libraries that the site's code (shell, remotes, ui-kit, contracts)
 * uses: the shell provides only these (module federation's shared tree shaking), as a single
 * app would bundle only these. A singleton shared whole is about 17 KB brotli more on every
 * first page for react-router-dom alone (its data-router half is never used here).
 */
const SHARED_EXPORTS = {
  'react-router-dom': ['BrowserRouter', 'Link', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useSearchParams'],
  'react-intl': ['FormattedMessage', 'IntlProvider', 'createIntl', 'useIntl'],
};

/** The host build's record of the versions it provides (SharedVersionsPlugin), beside its index.html. */
const SHARED_VERSIONS_FILE = 'shared-versions.json';

/** `provide module (default) react@19.3.1 = /…/react/index.js`: the share key and the version (a layer may stand between). */
const PROVIDED = /^provide module \([^)]*\)(?: \([^)]*\))? (\S+)@(\S*) = /;

/**
 * Writes shared-versions.json: `{"shared": {"react": "19.3.1", …}}`, the version the host
 * registers in the share scope for each package it provides (the one its build bundled, read
 * from that package's package.json by the federation plugin), keys sorted, nothing else (no time,
 * no path): what the live site gives every remote. The site server answers a team's
 * `ssb-remote check` from it (site-server/src/deploy/hostVersions.ts), where the shell's
 * packages are not installed (the site image holds the build alone).
 */
class SharedVersionsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
      compilation.hooks.processAssets.tap({ name: 'SharedVersionsPlugin', stage }, () => {
        const versions = new Map();
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          const [, key, version] = PROVIDED.exec(module.identifier()) ?? [];
          if (key && version && version !== 'false') versions.set(key, version);
        }
        if (versions.size === 0) throw new Error('SharedVersionsPlugin: the build provides no shared package');
        const shared = Object.fromEntries([...versions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        compilation.emitAsset(SHARED_VERSIONS_FILE, new webpack.sources.RawSource(`${JSON.stringify({ shared }, null, 2)}\n`));
      });
    });
  }
}

/** The shared singletons (docs/architecture.md): exactly one copy of each in the browser. */
function sharedSingletons(appDir) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const contractsVersion = contractsVersionOf(appDir);
  const single = (name, version) => ({
    singleton: true,
    requiredVersion: version,
    strictVersion: false,
    ...(SHARED_EXPORTS[name] ? { treeShaking: { usedExports: SHARED_EXPORTS[name], mode: 'runtime-infer' } } : {}),
  });
  return {
    react: single('react', deps.react),
    'react/jsx-runtime': single('react/jsx-runtime', deps.react),
    'react-dom': single('react-dom', deps['react-dom']),
    'react-dom/client': single('react-dom/client', deps['react-dom']),
    'react-router-dom': single('react-router-dom', deps['react-router-dom']),
    'react-intl': single('react-intl', deps['react-intl']),
    jotai: single('jotai', deps.jotai),
    'styled-components': single('styled-components', deps['styled-components']),
    '@ssb/contracts': single('@ssb/contracts', `^${contractsVersion}`),
  };
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|ttf)$/;

/**
 * The id inlined into a build: a setting (SSB_BUILD_ID) or the app's version. Never the time:
 * the same sources must give the same bytes, so that a release's id (its content hash) says
 * whether anything changed. The live release id comes from the deploy registry instead.
 */
const buildId = (appDir) => process.env.SSB_BUILD_ID || readJson(path.join(appDir, 'package.json')).version;

/** Each app's message catalogs: src/i18n/tj.ts, ru.ts, en.ts (icuCatalogLoader.cjs parses them). */
const CATALOG = /[\\/]src[\\/]i18n[\\/](tj|ru|en)\.ts$/;

/**
 * TypeScript and JSX by swc. The styled-components plugin gives each styled component an id
 * from its file and position, so the browser build and the server build of the same source
 * produce the same class names (the browser hydrates the server's HTML).
 */
const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: [/node_modules/, CATALOG],
  use: {
    // Resolved from this package, which declares it, wherever the app being built lives.
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Never react/jsx-dev-runtime, even in development mode (swc-loader's default there): the
        // site's React is its production build, a singleton whose dispatcher has no getOwner, so a
        // development build shown on a running site (ssb-remote dev) failed on its first element.
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2020',
        experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true }]] },
      },
    },
  },
};

/** Values inlined into every build of an app; the browser and server builds must agree. */
const defines = (appDir, id) =>
  new webpack.DefinePlugin({
    __SSB_CONTRACTS_VERSION__: JSON.stringify(contractsVersionOf(appDir)),
    __SSB_BUILD_ID__: JSON.stringify(id),
  });

/**
 * `//# allFunctionsCalledOnLoad` on top of each script: V8 (Chrome 136+) then compiles all its
 * functions while the file downloads, on a background thread, instead of one by one on the main
 * thread when first called (hydration is mostly first calls). The download-only libraries keep
 * lazy compilation. After minification (terser would drop the comment), before hashing.
 */
const compileHints = () =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    exclude: /jspdf|html2canvas/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/** The host's federation name, and the name of its builds. */
const HOST_NAME = 'shell';

/**
 * `name` is the app's federation name (a remote's src/remote.ts, the host's HOST_NAME), never its
 * folder: it names the chunk global (`webpackChunk<name>`) two remotes on one page must not share,
 * and the build must not change with the folder it is made in.
 */
function baseConfig({ appDir, name, mode, outputPath, entry, id = buildId(appDir) }) {
  const production = mode === 'production';
  // Files are served pre-compressed (brotli and gzip), so no server compresses per request.
  const compress = production
    ? [
        new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512, minRatio: 0.9 }),
        new CompressionPlugin({
          test: COMPRESSIBLE,
          algorithm: 'brotliCompress',
          filename: '[path][base].br',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          threshold: 512,
          minRatio: 0.9,
        }),
      ]
    : [];
  return {
    mode,
    context: appDir,
    entry,
    // Hidden in production: the maps are written beside the files (to decode an error's stack),
    // no file names them and no server serves them, so the original source is not public.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath ?? path.join(appDir, 'dist'),
      // Entry names stay plain (the federation runtime breaks on a hashed entry); chunks are
      // content-hashed and cached for a year.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      clean: true,
      uniqueName: name,
      devtoolModuleFilenameTemplate: moduleFilename,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
    },
    module: {
      rules: [
        swcRule,
        // Catalogs arrive parsed (icuCatalogLoader.cjs), so react-intl's formatter is given
        // no parser: the one import of it by intl-messageformat (and of its types by
        // @formatjs/intl) resolves to the package's no-parser build.
        { test: CATALOG, use: path.join(__dirname, 'icuCatalogLoader.cjs') },
        {
          test: /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl)[\\/]/,
          resolve: { alias: { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') } },
        },
        // The entry module federation writes for a tree-shaken shared library's fallback build
        // default-imports every shared package; a package without a default export (react-router-dom)
        // is an error under this repository's "type": "module", a warning as plain JavaScript.
        { test: /[\\/]node_modules[\\/]\.federation[\\/]shared-entry\.js$/, type: 'javascript/auto' },
        // The published platform packages (a team's repository installs them built) are compiled
        // TypeScript: `import styled from 'styled-components'` means the CommonJS build's
        // `exports.default`, as in the monorepo's build of their sources. Read as strict ES modules
        // ("type": "module"), webpack would give them the whole `exports` (styled.p is undefined).
        { test: /[\\/]node_modules[\\/]@ssb[\\/][^\\/]+[\\/]dist[\\/].*\.js$/, type: 'javascript/auto' },
        { test: FEDERATION_ENTRY, use: path.join(__dirname, 'federationEntryLoader.cjs') },
        { test: /\.css$/, type: 'asset/source' },
        // `font.woff2?subset=latin`: the font cut down to the characters the site uses.
        {
          test: /\.woff2$/,
          resourceQuery: /subset=/,
          type: 'asset/resource',
          use: path.join(__dirname, 'fontSubsetLoader.cjs'),
        },
        { test: /\.(woff2?|png|jpe?g|svg|ttf)$/, resourceQuery: { not: [/subset=/] }, type: 'asset/resource' },
      ],
    },
    plugins: [defines(appDir, id), ...(production ? [compileHints()] : []), ...compress],
    performance: {
      hints: production ? 'error' : false,
      // Per-asset budgets, uncompressed; remotes also check remoteEntry.js compressed
      // (CompressedBudgetPlugin), the bench all the compressed budgets as served.
      maxAssetSize: 250_000,
      maxEntrypointSize: 400_000,
      assetFilter: (file) => file.endsWith('.js') && !/jspdf|html2canvas|\.map$/.test(file),
    },
    stats: 'errors-warnings',
  };
}

/** `{ 'page-Credit-slug': ['page-Credit-slug.1a2b.js', '622.3c4d.js'] }` from the named page chunk groups. */
function pageChunks(compilation) {
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('page-')) continue;
    pages[name] = group.getFiles().filter((file) => file.endsWith('.js'));
  }
  return pages;
}

/**
 * A remote's declaration (src/remote.ts), checked against the contract, and what follows from
 * it: the federation exposes and each page's first API requests (the site server answers them
 * in the HTML). The generated modules must match it: a stale one fails the build.
 */
function remoteDeclaration(appDir) {
  const { readDeclaration, exposesOf, staleModules, pageDataOf, GENERATED_DIR } = require('tsx/cjs/api').require(
    '../declaration/index.ts',
    __filename,
  );
  const declaration = readDeclaration(appDir);
  const stale = staleModules(appDir, declaration);
  if (stale.length > 0) {
    throw new Error(`${GENERATED_DIR}/ does not match src/remote.ts (${stale.join(', ')}): run \`ssb-remote generate\``);
  }
  return { name: declaration.name, exposes: exposesOf(declaration), pageData: pageDataOf(declaration) };
}

/** Where a remote's server build is, relative to its manifest (named in the manifest too). */
const SERVER_ENTRY = 'server/routes.cjs';

/**
 * The server build of an app: the same sources for Node, as one CommonJS file the site server
 * loads to render pages into the HTML (webpack inlines the lazy chunks: a remote's file is
 * fetched over HTTP, and one request is simpler to cache than many). `externals` are the modules
 * it takes from the site server at run time: the singletons, so that every part of a page uses
 * the same React, router, intl and styled-components instances.
 */
function serverConfig({ appDir, name, entry, outputPath, filename, id, externals, publicPath = '' }) {
  const config = baseConfig({ appDir, name, mode: 'production', outputPath, entry: { server: entry }, id });
  config.target = 'node20';
  config.devtool = false;
  config.output = { ...config.output, filename, publicPath, library: { type: 'commonjs2' }, chunkFormat: 'commonjs', clean: true };
  config.plugins = [defines(appDir, id), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })];
  // Readable stack traces in the site server's log; the file is never sent to a browser.
  config.optimization = { minimize: false };
  config.performance = { hints: false };
  config.externalsType = 'commonjs';
  config.externals = externals;
  // Downloads (PDF, PNG) happen in the browser only.
  config.resolve.alias = { ...config.resolve.alias, jspdf: false, html2canvas: false };
  return config;
}

/**
 * Where a remote's build goes. `ssb-remote build` sets SSB_OUT_DIR to a staging folder and turns
 * it into an immutable release afterwards (release/finalizeRelease.ts); a plain webpack run
 * writes to dist/staging.
 */
const remoteOutputPath = (appDir) => process.env.SSB_OUT_DIR || path.join(appDir, 'dist', 'staging');

/**
 * A chunk that has not arrived after this long fails (webpack's default waits two minutes): the
 * page shows the remote's fallback with a retry instead of a skeleton that never resolves. The
 * shell's loader gives a whole remote about 8 s; a chunk is one step of that.
 */
const CHUNK_LOAD_TIMEOUT_MS = 8_000;

/** A remote, as its src/remote.ts declares it: exposes `./routes` and its widgets, uses the host's federation runtime. */
function remoteConfig({ appDir }, argv = {}) {
  const { name, exposes, pageData } = remoteDeclaration(appDir);
  const mode = argv.mode ?? 'production';
  const id = buildId(appDir);
  // A remote has no entry of its own: only its container (remoteEntry.js) and exposed chunks.
  const config = baseConfig({ appDir, name, mode, outputPath: remoteOutputPath(appDir), entry: {}, id });
  config.output.chunkLoadTimeout = CHUNK_LOAD_TIMEOUT_MS;
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        // Two widgets of one remote on a page (a credit's calculator and its effective rate): what
        // their exposed modules share is one chunk both load. Under splitChunks' 20 KB minimum the
        // small shared modules (the remote's intl scope, the kit's Button) were copied into each.
        exposesShared: {
          chunks: (chunk) => typeof chunk.name === 'string' && chunk.name.startsWith('__federation_expose_'),
          minChunks: 2,
          minSize: 0,
          priority: -5,
          reuseExistingChunk: true,
        },
      },
    },
  };
  const production = mode === 'production';
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(appDir),
      treeShakingSharedExcludePlugins: TREE_SHAKING_EXCLUDED_PLUGINS,
      dts: false,
      manifest: {
        additionalData: ({ stats, compilation }) => {
          // Each page's files (its chunk and the split chunks it needs), by the chunk name
          // pageChunkName() gives its route pattern: the site server preloads the requested one.
          stats.metaData.pageChunks = pageChunks(compilation);
          stats.metaData.pageData = pageData;
          // Sets, listed in the order the build happened to meet them (mfe-applications' varied
          // from build to build): sorted, the manifest is the same every time.
          for (const item of [...stats.shared, ...stats.remotes]) item.usedIn.sort();
          for (const expose of stats.exposes) expose.requires.sort();
          // metaData.release (id, contracts range, integrity) is added when the build becomes
          // a release: it needs the hash of every file, the server build's included.
          return stats;
        },
      },
      // A remote runs in browsers only (its server build is a separate one) and loads no remote.
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    }),
    new SharedExportsCheckPlugin(SHARED_EXPORTS),
    new ReproducibleBuildPlugin(),
  );
  if (!production) return config;
  config.plugins.push(new CompressedBudgetPlugin({ file: 'remoteEntry.js', maxBytes: remoteEntryBrotliBytes }));
  const server = serverConfig({
    appDir,
    name,
    entry: exposes['./routes'],
    outputPath: path.join(config.output.path, path.dirname(SERVER_ENTRY)),
    filename: path.basename(SERVER_ENTRY),
    id,
    externals: Object.keys(sharedSingletons(appDir)),
  });
  config.output.clean = { keep: (file) => file.startsWith(path.dirname(SERVER_ENTRY)) };
  return [config, server];
}

/** The ES build of runtime-tools' runtime-core re-export (the package's "import" condition). */
function esmRuntimeCoreReexport() {
  const pkgDir = path.dirname(require.resolve('@module-federation/runtime-tools/package.json'));
  return path.join(pkgDir, 'dist', 'runtime-core.js');
}

/** The host: no remotes baked in; they are registered at run time from runtime-config.json. */
function hostConfig({ appDir, plugins = [] }, argv = {}) {
  const mode = argv.mode ?? 'production';
  const config = baseConfig({ appDir, name: HOST_NAME, mode, entry: { main: './src/index.ts' } });
  // The shell's HTML is served at every localised path (/ru/Credit/…), so its assets must be
  // addressed from the root; remotes keep 'auto' (their origin is only known at run time).
  config.output.publicPath = '/';
  // webpack's own HTML minifier would strip the <!--ssb:head--> marker the site server fills.
  config.optimization = {
    ...config.optimization,
    minimizeOptions: { html: false },
    splitChunks: {
      cacheGroups: {
        // A package the shell shares is reached from its provide and from its consume fallback:
        // two async chunks. Under splitChunks' 20 KB minimum a small module (react-dom's index,
        // 4 KB) was copied into both, and both were preloaded on every first page.
        sharedOnce: {
          test: (module) => SHARED_PACKAGE.test(module.resource ?? ''),
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: -5,
          reuseExistingChunk: true,
        },
      },
    },
  };
  // provideExternalRuntime adds a runtime plugin by its CommonJS path, which pulls in the
  // CommonJS build of the whole federation runtime next to the ES build the bundler runtime
  // uses: two copies (≈14 KB brotli more on every first page). Point it at the ES build.
  config.resolve.alias = {
    ...config.resolve.alias,
    '@module-federation/runtime-tools/runtime-core$': esmRuntimeCoreReexport(),
  };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: HOST_NAME,
      remotes: {},
      shared: sharedSingletons(appDir),
      treeShakingSharedExcludePlugins: TREE_SHAKING_EXCLUDED_PLUGINS,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // target 'web' drops the runtime's Node loading paths from the browser bundle.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new BootstrapPreloadPlugin(),
    new SharedVersionsPlugin(),
    new SharedExportsCheckPlugin(SHARED_EXPORTS),
    new ReproducibleBuildPlugin(),
    ...plugins,
  );
  return config;
}

/**
 * The shell's server build (`dist-server/render.cjs`): renders the site for one URL, in a render
 * process that may read this one file and a release's pinned server build, nothing else (no
 * node_modules). So every package is compiled in; only Node's own modules stay outside.
 */
function shellServerConfig({ appDir }) {
  const { builtinModules } = require('node:module');
  const builtin = new Set(builtinModules);
  const external = ({ request }, callback) => {
    const node = request && (request.startsWith('node:') || builtin.has(request.split('/')[0]));
    return node ? callback(null, `commonjs ${request}`) : callback();
  };
  return serverConfig({
    appDir,
    name: HOST_NAME,
    entry: './src/ssr/renderApp.tsx',
    outputPath: path.join(appDir, 'dist-server'),
    filename: 'render.cjs',
    id: buildId(appDir),
    externals: [external],
    // The same addresses as the browser build (fonts under /assets/).
    publicPath: '/',
  });
}

module.exports = { remoteConfig, hostConfig, shellServerConfig, sharedSingletons, SharedVersionsPlugin, SERVER_ENTRY, SHARED_EXPORTS };
