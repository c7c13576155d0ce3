/**
 * Writes dist/asset-manifest.json for the server:
 *  - entrypoints: the files to put into <script> tags (the shell: main.js);
 *  - preload: every script the storefront needs at start-up (entry, bootstrap, shared
 *    react/react-dom/react-router/@tresen/sdk chunks), for <link rel="preload" as="script">;
 *    chunks named in `lazyChunks` (staff-only /backend) are left out, and of identical
 *    files (webpack may emit one shared module twice: as provided module and as consume
 *    fallback) only the first is listed, since the browser loads only one;
 *  - chunks: the files of every named chunk; files: everything emitted.
 */
const { createHash } = require('node:crypto');
const { Compilation, sources } = require('webpack');

class AssetManifestPlugin {
  constructor({ lazyChunks = [] } = {}) {
    this.lazyChunks = new Set(lazyChunks);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const isJs = (file) => file.endsWith('.js');
          const entrypoints = {};
          for (const [name, entrypoint] of compilation.entrypoints) entrypoints[name] = entrypoint.getFiles().filter(isJs);

          const chunks = {};
          const lazy = new Set();
          for (const chunk of compilation.chunks) {
            if (!chunk.name) continue;
            chunks[chunk.name] = [...chunk.files].filter(isJs).sort();
            if (this.lazyChunks.has(chunk.name)) chunks[chunk.name].forEach((file) => lazy.add(file));
          }

          const files = Object.keys(compilation.assets).filter((file) => file !== 'asset-manifest.json').sort();
          const entryFiles = Object.values(entrypoints).flat();
          const seen = new Set();
          const preload = [];
          for (const file of [...entryFiles, ...files.filter((f) => !entryFiles.includes(f))]) {
            if (!isJs(file) || lazy.has(file)) continue;
            const digest = createHash('sha256').update(compilation.assets[file].buffer()).digest('hex');
            if (seen.has(digest)) continue;
            seen.add(digest);
            preload.push(file);
          }

          const manifest = { publicPath: compilation.outputOptions.publicPath, entrypoints, preload, chunks, files };
          compilation.emitAsset('asset-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { AssetManifestPlugin };
