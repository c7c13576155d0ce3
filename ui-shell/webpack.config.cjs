/**
 * One MultiCompiler configuration for the whole UI: the shell (module-federation host)
 * and one remote per `plugins/<id>/ui` (webpack's built-in ModuleFederationPlugin:
 * ~3 KB of runtime per remote instead of ~27 KB with @module-federation/enhanced).
 *
 * Host: name "shell", output ui-shell/shell/dist, publicPath /build/, stable entry
 *   main.js (+ asset-manifest.json), hashed chunks, provides the shared singletons.
 * Remote: name plugin_<id>, output plugins/<id>/ui/dist, publicPath 'auto', exposes
 *   ./plugin, consumes every shared module from the host (import: false).
 * No static `remotes`: the shell registers enabled plugins at run time.
 * Service worker: a plugin whose package.json names `tresen.serviceWorker` (the pwa plugin)
 *   has that file bundled (workerConfig) and written by Workbox's InjectManifest into the
 *   shell's output as service-worker.js, its precache list the storefront's files.
 */
const fs = require('node:fs');
const path = require('node:path');
const { container, ids, DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { AssetManifestPlugin, storefrontFiles } = require('./scripts/asset-manifest-plugin.cjs');
const { SharedExportsGuardPlugin } = require('./scripts/shared-exports-guard.cjs');

const ROOT = __dirname;
const NODE_MODULES = path.join(ROOT, 'node_modules');
const PLUGINS_DIR = path.resolve(ROOT, '..', 'plugins');

/**
 * Shared singletons. Every request a module imports must be its own key: a deep import
 * such as react/jsx-runtime is not covered by "react". The version of a deep key is its
 * package's version.
 */
const SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tresen/sdk',
  // One QueryClient and one form library for the shell and every plugin (a second copy
  // would lose the context silently). Loaded only when something imports them.
  '@tanstack/react-query',
  'react-hook-form',
];

/** What a remote accepts unless its package.json peerDependencies say otherwise. */
const REMOTE_RANGES = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router': '^7.0.0',
  '@tresen/sdk': '^1.0.0',
  '@tanstack/react-query': '^5.0.0',
  'react-hook-form': '^7.0.0',
};

/** Shared keys the shell answers with a curated subset of the package (see the facade files). */
const FACADES = { 'react-router': path.join(ROOT, 'shell', 'src', 'shared', 'react-router.ts') };


const packageOf = (request) => (request.startsWith('@') ? request.split('/').slice(0, 2) : request.split('/').slice(0, 1)).join('/');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const installedVersion = (pkg) => readJson(path.join(NODE_MODULES, pkg, 'package.json')).version;

/**
 * The file a shared key is provided from: the package's ES module build when its
 * `exports` has one (webpack concatenates ES modules, a CommonJS build stays wrapped and
 * is bigger), else what require() resolves.
 */
function providedFile(key) {
  const pkg = packageOf(key);
  const subpath = key === pkg ? '.' : `.${key.slice(pkg.length)}`;
  const exported = (readJson(path.join(NODE_MODULES, pkg, 'package.json')).exports || {})[subpath];
  const esm = exported && exported.import;
  const file = typeof esm === 'string' ? esm : esm && esm.default;
  return file ? path.join(NODE_MODULES, pkg, file) : require.resolve(key, { paths: [ROOT] });
}

function hostShared() {
  return Object.fromEntries(
    SHARED.map((key) => {
      const version = installedVersion(packageOf(key));
      // An absolute `import` makes webpack provide the module even when the shell itself
      // never imports it; a bare request is provided only if some shell module uses it.
      const file = FACADES[key] || providedFile(key);
      return [key, { import: file, singleton: true, version, requiredVersion: `^${version}`, strictVersion: true }];
    }),
  );
}

/** Staff libraries a plugin's back-office module may import: the /backend chunk registers
 * them in the share scope when it loads (shell/src/backend/shareLibraries.ts). */
const BACKEND_SHARED = ['react-admin', '@mui/material', '@emotion/react', '@emotion/styled'];

function remoteShared(peerDependencies = {}) {
  const staff = BACKEND_SHARED.filter((pkg) => peerDependencies[pkg]);
  return Object.fromEntries(
    [...SHARED, ...staff].map((key) => {
      const pkg = packageOf(key);
      const requiredVersion = peerDependencies[pkg] || REMOTE_RANGES[pkg];
      // import: false: the shell always provides it, so the remote never bundles a fallback.
      return [key, { singleton: true, import: false, requiredVersion, strictVersion: true }];
    }),
  );
}

/** Every plugins/<id>/ui with a package.json is a remote; `tresen.exposes` names its module. */
function discoverRemotes() {
  if (!fs.existsSync(PLUGINS_DIR)) return [];
  return fs
    .readdirSync(PLUGINS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(PLUGINS_DIR, entry.name, 'ui', 'package.json')))
    .map((entry) => {
      const dir = path.join(PLUGINS_DIR, entry.name, 'ui');
      const pkg = readJson(path.join(dir, 'package.json'));
      if (!/^[a-z][a-z0-9_]*$/.test(entry.name)) throw new Error(`plugin folder "${entry.name}" is not a valid plugin id`);
      const tresen = pkg.tresen || {};
      return { id: entry.name, dir, pkg, exposes: tresen.exposes || './src/plugin.tsx', serviceWorker: tresen.serviceWorker };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

function common({ production, name, context }) {
  return {
    name,
    context,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // plugins/*/ui lies outside ui-shell/: let its imports find ui-shell/node_modules.
      modules: ['node_modules', NODE_MODULES],
      alias: {
        // The real package behind the shell's react-router facade; the package exports
        // only its development build, so production picks dist/production explicitly.
        'react-router-impl$': path.join(NODE_MODULES, 'react-router', 'dist', production ? 'production' : 'development', 'index.mjs'),
      },
    },
    module: {
      rules: [
        // Stylesheets of libraries (the date picker's) as text, adopted by shell/src/styles/inject.ts.
        { test: /\.css$/, type: 'asset/source' },
        // The shell's own CSS (template strings in style modules), compacted.
        { test: /(styles\/[a-z]+|checkout\/styles)\.ts$/, enforce: 'pre', use: require.resolve('./scripts/css-compact-loader.cjs') },
        // The slot list without its descriptions (for people and the kernel, not the browser).
        { test: /sdk[\\/]src[\\/]slots\.json$/, type: 'json', use: require.resolve('./scripts/slots-compact-loader.cjs') },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Always react/jsx-runtime (never jsx-dev-runtime), so shell and plugins built
                // in different modes still share one JSX runtime.
                transform: { react: { runtime: 'automatic', development: false } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    optimization: {
      // The libraries' license comments (React's @license blocks) go to <file>.LICENSE.txt
      // next to each file instead of into every visitor's download (≈ 0.8 KB gzip of a
      // first visit); no banner pointing to them, which would cost bytes again.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          extractComments: { condition: 'some', filename: '[file].LICENSE.txt', banner: false },
        }),
      ],
    },
    plugins: [new SharedExportsGuardPlugin(FACADES)],
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * The back office's own react-router. react-admin routes through react-router-dom, which
 * imports 'react-router'; answered from the share scope that would be the shell's curated
 * facade (shell/src/shared/react-router.ts), missing what react-admin needs, and adding it
 * there would grow every storefront visit. So inside react-router-dom (and react-router's
 * DOM build) 'react-router' resolves to the package's own CommonJS build: a second copy
 * that only the lazy /backend chunk contains. The back office runs its own hash router
 * (/backend#/products, spec 000 §2), so it needs no context from the shell's router.
 */
function backendRouter() {
  const dist = path.join(NODE_MODULES, 'react-router', 'dist', 'production');
  const inside = [path.join(NODE_MODULES, 'react-router-dom') + path.sep, dist + path.sep];
  const targets = { 'react-router': path.join(dist, 'index.js'), 'react-router/dom': path.join(dist, 'dom-export.js') };
  return new NormalModuleReplacementPlugin(/^react-router(\/dom)?$/, (resource) => {
    if (inside.some((dir) => (resource.context || '').startsWith(dir))) resource.request = targets[resource.request];
  });
}

/** Versions of the staff libraries the /backend chunk puts into the share scope (shareLibraries.ts). */
function backendVersions() {
  return Object.fromEntries(
    ['react-admin', '@mui/material', '@emotion/react', '@emotion/styled'].map((pkg) => [pkg, installedVersion(pkg)]),
  );
}

/** The one plugin that ships a service worker (package.json `tresen.serviceWorker`), if any. */
function workerOwner(remotes) {
  const owners = remotes.filter((remote) => remote.serviceWorker);
  if (owners.length > 1) throw new Error(`only one plugin may ship a service worker: ${owners.map((r) => r.id).join(', ')}`);
  return owners[0];
}

/** Where the worker is bundled before the shell's InjectManifest fills in its precache list. */
const WORKER_BUILD = path.join(NODE_MODULES, '.cache', 'tresen-service-worker');

/**
 * The worker's own bundle, a compiler of its own: as a child compilation of the shell it
 * would inherit the shell's module-federation taps (the shared React would be bundled in).
 */
function workerConfig(production, owner) {
  const base = common({ production, name: 'service-worker', context: owner.dir });
  return {
    ...base,
    target: 'webworker',
    entry: { 'service-worker': owner.serviceWorker },
    output: { path: WORKER_BUILD, filename: '[name].js', publicPath: '/build/', clean: true },
    plugins: [],
  };
}

/**
 * Workbox InjectManifest: writes /build/service-worker.js from the worker bundle with the
 * shell's hashed storefront files as its precache list (never the back office's). The
 * server serves it only while the owning plugin is on and prepends the enabled plugins'
 * files (plugins/pwa/worker.py).
 */
function injectManifest(owner) {
  if (!owner) return [];
  const { InjectManifest } = require('workbox-webpack-plugin');
  return [
    new InjectManifest({
      swSrc: path.join(WORKER_BUILD, 'service-worker.js'),
      swDest: 'service-worker.js',
      compileSrc: false,
      // main.js has no hash in its name: its revision is its content's.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
      include: [/\.js$/],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      manifestTransforms: [
        (entries, compilation) => {
          const wanted = storefrontFiles(compilation);
          const publicPath = compilation.outputOptions.publicPath;
          return { manifest: entries.filter((entry) => wanted.has(entry.url.slice(publicPath.length))), warnings: [] };
        },
      ],
    }),
  ];
}

/**
 * Chunks the shell's first visits share (webpack's splitChunks cache groups).
 * - "libraries": the shared singletons every start-up loads (React, react-dom, the
 *   react-router subset, TanStack Query, the SDK) in one file instead of eight: one gzip
 *   stream compresses them better than eight, each with its own wrapper (≈ 3.4 KB less
 *   on every first visit, measured in Chromium). Lazy shared
 *   libraries (react-hook-form) and the back office's own react-router copy (CommonJS,
 *   backendRouter) stay out.
 * - "site-common": the content site's block helpers (image, rich text, links), used by the
 *   page chunk (site) and the overlays (site-overlays), which a content page loads both.
 */
function shellChunks() {
  const LIBRARIES = [
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
    /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
    /[\\/]shell[\\/]src[\\/]shared[\\/]react-router\.ts$/,
    /[\\/]sdk[\\/](src[\\/]|package\.json$)/,
  ];
  return {
    libraries: {
      test: (module) => LIBRARIES.some((pattern) => pattern.test(module.resource || '')),
      name: 'libraries',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
    'site-common': {
      test: /[\\/]shell[\\/]src[\\/]site[\\/]blocks[\\/]common\.tsx$/,
      name: 'site-common',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  };
}

function shellConfig(production, remotes = []) {
  const base = common({ production, name: 'shell', context: path.join(ROOT, 'shell') });
  return {
    ...base,
    dependencies: workerOwner(remotes) ? ['service-worker'] : [],
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(ROOT, 'shell', 'dist'),
      publicPath: '/build/',
      // Stable entry name for the server's <script> tag; everything it loads is hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'tresen_shell',
      clean: true,
    },
    // Four-digit module ids, as before the back office: webpack sizes the id space at 5 %
    // fill, and react-admin's ~2,500 modules would make every id in the storefront's
    // chunks five digits long (~0.2 KB gzip on a first visit).
    optimization: { ...base.optimization, moduleIds: false, splitChunks: { cacheGroups: shellChunks() } },
    plugins: [
      ...base.plugins,
      new ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
      new container.ModuleFederationPlugin({ name: 'shell', shared: hostShared() }),
      backendRouter(),
      new DefinePlugin({ __BACKEND_VERSIONS__: JSON.stringify(backendVersions()) }),
      new AssetManifestPlugin(),
      ...injectManifest(workerOwner(remotes)),
    ],
  };
}

function remoteConfig(production, remote) {
  const name = `plugin_${remote.id}`;
  const base = common({ production, name, context: remote.dir });
  return {
    ...base,
    entry: {},
    output: {
      path: path.join(remote.dir, 'dist'),
      // Chunks load relative to remoteEntry.js, wherever the kernel serves it.
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `tresen_${name}`,
      // dist/pages/ is the pages build's (pagesConfig), running beside this one
      clean: { keep: /^pages[\\/]/ },
    },
    plugins: [
      ...base.plugins,
      new container.ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './plugin': remote.exposes },
        shared: remoteShared(remote.pkg.peerDependencies),
      }),
      new AssetManifestPlugin(),
    ],
  };
}

/**
 * A plugin's own pages (package.json `tresen.pages`: name → module), e.g. the signage
 * player: plain scripts for HTML pages the plugin serves itself, outside the shell. No
 * federation, nothing shared; output plugins/<id>/ui/dist/pages/ with its own
 * asset-manifest.json (the server reads the hashed name from it). Never loaded by the shell.
 */
function pagesConfig(production, remote) {
  const name = `plugin_${remote.id}_pages`;
  const base = common({ production, name, context: remote.dir });
  return {
    ...base,
    entry: remote.pkg.tresen.pages,
    output: {
      path: path.join(remote.dir, 'dist', 'pages'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `tresen_${name}`,
      clean: true,
    },
    plugins: [...base.plugins, new AssetManifestPlugin()],
  };
}

const pagesConfigs = (production, remotes) =>
  remotes.filter((remote) => remote.pkg.tresen && remote.pkg.tresen.pages).map((remote) => pagesConfig(production, remote));

/**
 * A plugin's ui folder anywhere (a plugin in its own repository: <package>/<id>/ui):
 * the folder above it is the plugin id, its dist/ is written next to its sources.
 */
function remoteAt(dir) {
  const abs = path.resolve(dir);
  const id = path.basename(path.dirname(abs));
  if (!/^[a-z][a-z0-9_]*$/.test(id)) throw new Error(`plugin folder "${id}" is not a valid plugin id`);
  const pkg = readJson(path.join(abs, 'package.json'));
  return { id, dir: abs, pkg, exposes: (pkg.tresen && pkg.tresen.exposes) || './src/plugin.tsx' };
}

/**
 * `only`: optional list of names ("shell", "plugin_toolbar") to build a subset.
 * `pluginDirs`: ui folders of plugins outside plugins/ (build.mjs --plugin DIR): only
 * those remotes are built.
 */
module.exports = ({ production = true, only, pluginDirs } = {}) => {
  if (pluginDirs && pluginDirs.length) {
    return pluginDirs.map(remoteAt).flatMap((remote) => [remoteConfig(production, remote), ...pagesConfigs(production, [remote])]);
  }
  const remotes = discoverRemotes();
  const owner = workerOwner(remotes);
  const configs = [
    ...(owner ? [workerConfig(production, owner)] : []),
    shellConfig(production, remotes),
    ...remotes.map((remote) => remoteConfig(production, remote)),
    ...pagesConfigs(production, remotes),
  ];
  // The shell's build needs the worker's bundle.
  const names = only && only.length ? [...only, ...(only.includes('shell') ? ['service-worker'] : [])] : null;
  return names ? configs.filter((config) => names.includes(config.name)) : configs;
};
module.exports.SHARED = SHARED;
/** For plugins built outside this repository: remoteConfig(production, {id, dir, pkg, exposes}). */
module.exports.remoteConfig = remoteConfig;
