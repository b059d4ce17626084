/**
 * Lets the plugin's TypeDoc child (./typedoc-child.cjs) load the plugin's TypeScript: each `.ts`
 * file is transpiled by the TypeScript compiler (a dependency of the plugin already) when it is
 * first required, so the plugin needs nothing from the site that uses it.
 */
const fs = require('node:fs');
const ts = require('typescript');

if (!require.extensions['.ts']) {
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, inlineSourceMap: true },
    });
    module._compile(outputText, filename);
  };
}
