/**
 * Writes dist/asset-manifest.json for the server:
 *  - entrypoints: the files to put into <script> tags (the shell: main.js);
 *  - preload: every script the storefront needs at start-up, for <link rel="preload">:
 *    the entry, what the entry imports (the bootstrap chunk) and, transitively, the
 *    chunks of every shared module those chunks consume (react, react-dom, the SDK, …).
 *    Chunks loaded later by import() (the checkout, /backend, a date picker) and the
 *    shared modules only they consume are left out, and so are the consume fallbacks
 *    (webpack emits a shared module twice; the browser loads the provided copy);
 *  - chunks: the files of every named chunk;
 *  - adds: for every chunk loaded later by import() (a page, the checkout, /backend), the
 *    files loading it adds to the start-up: its chunk group and the shared modules it
 *    consumes that the start-up does not have (bench/bundle.py sums a page's first visit);
 *  - files: everything emitted.
 * A browser test checks that the home page requests exactly the preload files.
 */
const { Compilation, sources } = require('webpack');

const isJs = (file) => file.endsWith('.js');

function providersOf(compilation) {
  const providers = new Map(); // share key → chunk group of the provided module
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module.blocks.length) {
      providers.set(module._name, compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]));
    }
  }
  return providers;
}

/** `chunks` plus, transitively, the chunks of the shared modules they consume. */
function withShared(compilation, providers, chunks) {
  const found = new Set();
  const queue = [];
  const add = (chunk) => {
    if (!found.has(chunk)) {
      found.add(chunk);
      queue.push(chunk);
    }
  };
  chunks.forEach(add);
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') providers.get(module.options.shareKey)?.chunks.forEach(add);
    }
  }
  return found;
}

/** The chunks the entry loads before the first render, found in the chunk graph. */
function startupChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = providersOf(compilation);
  const found = new Set();
  const queue = [];
  const add = (chunk) => {
    if (!found.has(chunk)) {
      found.add(chunk);
      queue.push(chunk);
    }
  };
  const addGroup = (group) => group && group.chunks.forEach(add);
  for (const entrypoint of compilation.entrypoints.values()) {
    entrypoint.chunks.forEach(add);
    // The entry's own import() (the async boundary before the bootstrap) is start-up.
    for (const chunk of entrypoint.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // Provided shared modules also sit in the entry; they load only when consumed.
        if (module.type === 'provide-module') continue;
        for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  }
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') addGroup(providers.get(module.options.shareKey));
    }
  }
  return found;
}

/** The asset manifest's content (see the top of this file) for a compilation. */
function assetManifest(compilation) {
  const entrypoints = {};
  for (const [name, entrypoint] of compilation.entrypoints) entrypoints[name] = entrypoint.getFiles().filter(isJs);

  const chunks = {};
  for (const chunk of compilation.chunks) {
    if (chunk.name) chunks[chunk.name] = [...chunk.files].filter(isJs).sort();
  }

  const entryFiles = Object.values(entrypoints).flat();
  const startup = new Set();
  for (const chunk of startupChunks(compilation)) [...chunk.files].filter(isJs).forEach((f) => startup.add(f));
  const preload = [...entryFiles, ...[...startup].filter((f) => !entryFiles.includes(f)).sort()];

  const providers = providersOf(compilation);
  const startupSet = new Set(startupChunks(compilation));
  const adds = {};
  for (const group of compilation.chunkGroups) {
    // Named for its own chunk (the import()'s webpackChunkName), not a shared split chunk
    // that happens to come first (site-common in the site's and the overlays' groups).
    const own = (chunk) => chunk.name && !startupSet.has(chunk);
    const named = group.chunks.find((chunk) => own(chunk) && chunk.name === group.name) || group.chunks.find(own);
    if (!named || group.isInitial()) continue;
    const files = new Set();
    for (const chunk of withShared(compilation, providers, group.chunks)) {
      if (!startupSet.has(chunk)) [...chunk.files].filter(isJs).forEach((f) => files.add(f));
    }
    adds[named.name] = [...files].sort();
  }

  const files = Object.keys(compilation.assets)
    .filter((file) => file !== 'asset-manifest.json' && file !== 'service-worker.js')
    .sort();
  return { publicPath: compilation.outputOptions.publicPath, entrypoints, preload, chunks, adds, files };
}

/**
 * The files a visitor's browser may need: the start-up and everything the storefront's
 * pages load later, without what only `except` (the back office) loads. The pwa plugin's
 * service worker precaches these.
 */
function storefrontFiles(compilation, except = ['backend']) {
  const { preload, adds } = assetManifest(compilation);
  const files = new Set(preload);
  for (const [name, list] of Object.entries(adds)) if (!except.includes(name)) list.forEach((f) => files.add(f));
  return files;
}

class AssetManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = assetManifest(compilation);
          compilation.emitAsset('asset-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { AssetManifestPlugin, storefrontFiles };
