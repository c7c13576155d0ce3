#!/usr/bin/env node
/**
 * Build the shell and every plugin remote in one webpack MultiCompiler process.
 *   node scripts/build.mjs [--mode development] [--watch] [--only shell,plugin_toolbar]
 *   node scripts/build.mjs --plugin /path/to/<id>/ui   (a plugin outside plugins/; repeatable)
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const makeConfigs = require('../webpack.config.cjs');

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    watch: { type: 'boolean', default: false },
    only: { type: 'string' },
    plugin: { type: 'string', multiple: true },
  },
});

const started = Date.now();
const configs = makeConfigs({
  production: values.mode !== 'development',
  only: values.only ? values.only.split(',') : undefined,
  pluginDirs: values.plugin,
});
const compiler = webpack(configs);

function report(error, multiStats) {
  if (error) {
    console.error(error.stack || error);
    process.exitCode = 1;
    return;
  }
  for (const stats of multiStats.stats) {
    const { name, errors, warnings, time } = stats.toJson({ all: false, errors: true, warnings: true, timings: true });
    const assets = Object.values(stats.compilation.assets);
    const bytes = assets.reduce((sum, source) => sum + source.size(), 0);
    console.log(`${name.padEnd(20)} ${String(assets.length).padStart(3)} files ${String(bytes).padStart(8)} bytes  ${time} ms`);
    for (const warning of warnings) console.warn(`  warning: ${warning.message}`);
    for (const err of errors) console.error(`  error: ${err.message}`);
  }
  if (multiStats.hasErrors()) process.exitCode = 1;
  else if (!values.only && !values.plugin && !values.watch) {
    // A complete build's time (webpack leaves unchanged files untouched): the browser tests
    // build again only when a source is newer (tests/e2e/conftest.py).
    writeFileSync(new URL('../shell/dist/.complete-build', import.meta.url), `${values.mode}\n`);
  }
  console.log(`built ${configs.length} bundles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (values.watch) {
  compiler.watch({}, report);
} else {
  compiler.run((error, stats) => {
    report(error, stats);
    compiler.close(() => {});
  });
}
