/**
 * Build guard for shared facades: when the shell shares a curated subset of a package
 * under the package's own key (shell/src/shared/react-router.ts), a module importing a
 * name outside that subset would get `undefined` at run time. This plugin turns that
 * into a build error for the shell and every plugin remote.
 */
const fs = require('node:fs');
const { WebpackError } = require('webpack');

/** Names re-exported by `export { a, b as c } from '…'` statements of a facade file. */
function facadeExports(file) {
  const names = new Set();
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

class SharedExportsGuardPlugin {
  /** @param {Record<string, string>} facades shared key → facade file */
  constructor(facades) {
    this.facades = Object.entries(facades).map(([request, file]) => ({ request, file, names: facadeExports(file) }));
  }

  apply(compiler) {
    const byRequest = new Map(this.facades.map((facade) => [facade.request, facade]));
    const facadeFiles = new Set(this.facades.map((facade) => facade.file));
    compiler.hooks.compilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsGuardPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || facadeFiles.has(module.resource)) continue;
          for (const dependency of module.dependencies) {
            const facade = byRequest.get(dependency.request);
            if (!facade || !Array.isArray(dependency.ids)) continue;
            // Answered by another module than the share scope (the back office's own
            // react-router, webpack.config.cjs backendRouter()): not the facade.
            const target = compilation.moduleGraph.getModule(dependency);
            if (target && target.constructor.name !== 'ConsumeSharedModule') continue;
            const name = dependency.ids[0];
            if (name !== undefined && facade.names.has(name)) continue;
            const what = name === undefined ? 'a namespace import' : `"${name}"`;
            compilation.errors.push(
              new WebpackError(
                `${module.resource}: ${what} from "${facade.request}" is not shared by the shell. ` +
                  `Shared names: ${[...facade.names].join(', ')} (add it to ${facade.file}).`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { SharedExportsGuardPlugin, facadeExports };
