#!/usr/bin/env node
/**
 * Unit tests: every *.test.ts(x) under sdk/tests, shell/tests and each plugin's ui/tests, run by Node's own test
 * runner with TypeScript compiled on load (scripts/swc-register.cjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Plugins' own UI tests live beside their module: plugins/<id>/ui/tests.
const pluginTests = readdirSync(path.join(root, '..', 'plugins'))
  .map((id) => path.join('..', 'plugins', id, 'ui', 'tests'))
  .filter((dir) => existsSync(path.join(root, dir)));
const files = ['sdk/tests', 'shell/tests', ...pluginTests].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name)),
);
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', '--require', './scripts/swc-register.cjs', '--test', ...files, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
