#!/usr/bin/env node
/**
 * Prints, as JSON, the gzip bytes the browser downloads:
 *  - storefront: the shell with every plugin off: the `preload` list of the shell's
 *    asset-manifest.json (entry, bootstrap and the shared react/react-dom/react-router/
 *    @tresen/sdk chunks; staff-only chunks and duplicate files left out, see
 *    scripts/asset-manifest-plugin.cjs). What the build expects, not the budget's measure:
 *    a first visit also loads its page's chunks and the cookie banner; the budgets count
 *    what Chromium requests (bench/bundle.py --visit, tests/e2e/test_bundle_budget.py).
 *  - backendAdds: what a staff member's /backend adds.
 *  - plugins.<id>: what enabling that plugin adds (remoteEntry.js + its exposed chunks).
 * Run after the build: npm --prefix ui-shell run size
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pluginsDir = path.resolve(root, '..', 'plugins');
const GZIP_LEVEL = 6; // what typical servers use

function measure(dir, files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    bytes += content.length;
    gzip += gzipSync(content, { level: GZIP_LEVEL }).length;
  }
  return { files, bytes, gzip };
}

function manifest(dir) {
  const file = path.join(dir, 'asset-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const shellDist = path.join(root, 'shell', 'dist');
const shell = manifest(shellDist);

const result = {
  gzipLevel: GZIP_LEVEL,
  storefront: measure(shellDist, shell.preload),
  backendAdds: measure(shellDist, shell.chunks.backend ?? []),
  plugins: {},
};

for (const id of existsSync(pluginsDir) ? readdirSync(pluginsDir).sort() : []) {
  const dist = path.join(pluginsDir, id, 'ui', 'dist');
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) continue;
  const files = manifest(dist).files.filter((file) => file.endsWith('.js'));
  result.plugins[id] = measure(dist, ['remoteEntry.js', ...files.filter((file) => file !== 'remoteEntry.js')]);
}
result.allPluginsOnGzip =
  result.storefront.gzip + Object.values(result.plugins).reduce((sum, plugin) => sum + plugin.gzip, 0);

console.log(JSON.stringify(result, null, 2));
