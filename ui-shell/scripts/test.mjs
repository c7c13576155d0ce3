#!/usr/bin/env node
/**
 * Unit tests: every *.test.ts(x) under sdk/tests and shell/tests, run by Node's own test
 * runner with TypeScript compiled on load (scripts/swc-register.cjs).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = ['sdk/tests', 'shell/tests'].flatMap((dir) =>
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
