/**
 * Loads a guide's sample fences as modules, for the tests that run what a page shows
 * (topics-b, topics-d, round-five-fixes; topics-c has a variant that injects a scope).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { compiledLine, fencesOf, metaValue } from '../../../../src/shared/code-fences.mjs';

const root = path.resolve(__dirname, '../../../..');

/**
 * The module a page's `file="name"` fence defines, compiled as the sample checker compiles it
 * (hidden lines kept) and evaluated with Jest's require, so it shares the test's lexical.
 * `siblings` resolves `./Other` imports to fences of the same page.
 */
export function loadSample<T = Record<string, unknown>>(doc: string, file: string): T {
  const source = fs.readFileSync(path.join(root, 'content/docs', `${doc}.mdx`), 'utf8');
  const fences = fencesOf(source);
  const cache = new Map<string, Record<string, unknown>>();
  const load = (name: string): Record<string, unknown> => {
    const cached = cache.get(name);
    if (cached) return cached;
    const fence = fences.find((f) => metaValue(f.meta, 'file') === name);
    if (!fence) throw new Error(`${doc}.mdx has no fence file="${name}"`);
    const code = fence.lines.map(compiledLine).join('\n');
    const { outputText } = ts.transpileModule(code, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
      },
      fileName: name,
    });
    const module = { exports: {} as Record<string, unknown> };
    cache.set(name, module.exports);
    const localRequire = (id: string) => {
      if (id.startsWith('./')) {
        const sibling = fences.find((f) => {
          const other = metaValue(f.meta, 'file');
          return other !== null && other.replace(/\.tsx?$/, '') === id.slice(2);
        });
        if (sibling) return load(metaValue(sibling.meta, 'file')!);
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the sample shares the test's modules
      return require(id);
    };
    new Function('require', 'module', 'exports', outputText)(localRequire, module, module.exports);
    cache.set(name, module.exports);
    return module.exports;
  };
  return load(file) as T;
}
