/**
 * Lets Node's test runner load TypeScript directly: .ts/.tsx files are compiled to
 * CommonJS by @swc/core when required (the same compiler webpack uses).
 */
const fs = require('node:fs');
const Module = require('node:module');
const swc = require('@swc/core');

function compile(module, filename) {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  });
  module._compile(code, filename);
}

Module._extensions['.ts'] = compile;
Module._extensions['.tsx'] = compile;
