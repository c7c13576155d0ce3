import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';

const require = createRequire(__filename);
const { facadeExports } = require('../../scripts/shared-exports-guard.cjs') as {
  facadeExports: (file: string) => Set<string>;
};

describe('shared react-router facade', () => {
  test('every name it shares exists in the installed react-router', () => {
    const names = facadeExports(path.join(__dirname, '..', 'src', 'shared', 'react-router.ts'));
    const reactRouter = require('react-router') as Record<string, unknown>;
    assert.ok(names.size >= 10);
    for (const name of names) assert.notEqual(reactRouter[name], undefined, name);
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'Navigate', 'useLocation', 'useParams']) {
      assert.ok(names.has(name), name);
    }
  });
});
