/**
 * @jest-environment node
 *
 * The home page's code samples compile against the pinned lexical 0.35.0 packages: each is
 * written to a temporary folder inside the project (so node_modules resolves) and type-checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { codeSamples } from '../code-samples';

describe('home code samples', () => {
  it('type-check against lexical 0.35.0', () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), '.scratch-samples-'));
    try {
      const files = codeSamples.map((sample) => {
        const file = path.join(dir, sample.file);
        fs.writeFileSync(file, sample.code);
        return file;
      });
      const program = ts.createProgram(files, {
        strict: true,
        noEmit: true,
        jsx: ts.JsxEmit.React,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
        esModuleInterop: true,
        skipLibCheck: true,
        types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
      expect(codeSamples.map((s) => s.id)).toEqual(['vanilla', 'react', 'state']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
