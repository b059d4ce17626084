/**
 * The docs' type-checked samples, collected and compiled: the one rule behind the sample checker
 * (tests/check-samples.mjs, against the pinned packages) and the release check
 * (scripts/lexical-check/, against another Lexical release in a scratch install). Plain
 * JavaScript with its types beside it (samples.d.mts), so the checker runs in Node without a
 * build and TypeScript imports it as it is.
 *
 * A fence is read by the rule of src/shared/code-fences.mjs (`// @hide` setup lines,
 * `file="..."`, `nocheck="why"`). Each sample is written to a scratch folder inside the
 * repository (so `node_modules` resolves as it does for the site), one folder per page (a page's
 * blocks may import each other by `file="..."`), hidden lines kept in place so the scratch file's
 * line N is the fence's line N.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CHECKED_LANGUAGES, compiledLine, fencesOf, metaValue } from '../src/shared/code-fences.mjs';

/** Every `.md`/`.mdx` file under `dir`, sorted. */
function listMdx(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMdx(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The samples of the docs, each with the scratch file it is written to. */
export function collectSamples(docsDir) {
  const samples = [];
  const skipped = [];
  const problems = [];
  for (const mdx of listMdx(docsDir)) {
    const rel = path.relative(docsDir, mdx);
    const pageDir = rel.replace(/\.mdx?$/, '').replace(/[^\w/-]/g, '_');
    const names = new Set();
    for (const fence of fencesOf(fs.readFileSync(mdx, 'utf8'))) {
      if (!CHECKED_LANGUAGES.has(fence.language)) continue;
      const nocheck = metaValue(fence.meta, 'nocheck');
      if (nocheck !== null) {
        if (!nocheck.trim()) problems.push(`${mdx}:${fence.line}: nocheck needs a reason, e.g. nocheck="fragment: only the config object"`);
        skipped.push({ mdx, line: fence.line, reason: nocheck });
        continue;
      }
      const file = metaValue(fence.meta, 'file');
      const name = file ?? `sample-${fence.line}.${fence.language}`;
      if (file !== null && !/^[\w.-]+\.(ts|tsx)$/.test(file)) {
        problems.push(`${mdx}:${fence.line}: file="${file}" must be a plain file name ending in .ts or .tsx`);
        continue;
      }
      if (names.has(name)) {
        problems.push(`${mdx}:${fence.line}: a block of this page is already named file="${name}"`);
        continue;
      }
      names.add(name);
      // Hidden lines keep their place so the scratch file's line N is the fence's line N.
      const code = fence.lines.map(compiledLine);
      samples.push({ mdx, line: fence.line, relPath: path.join(pageDir, name), code: `${code.join('\n')}\nexport {};\n` });
    }
  }
  return { samples, skipped, problems };
}

/** The samples' compiler options, shared with the build's quick-info pass (see the JSON's comment). */
export function sampleCompilerOptions(root) {
  const file = path.join(root, 'tests/sample-compiler-options.json');
  const { $comment: _why, ...json } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, root);
  if (errors.length > 0)
    throw new Error(`${path.relative(root, file)}: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('; ')}`);
  return options;
}

/**
 * The TypeScript files under `dir` that readers see as code, tests left out: the gallery's
 * examples (what their "Show code" displays) or the live editor behind the docs' live examples.
 */
export function listCodeFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listCodeFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * Writes the samples under `scratchDir` and compiles them with the given files (the gallery's,
 * the live editor's) in one program. The caller removes `scratchDir` when done with the program.
 */
export function compileSamples({ root, samples, scratchDir, files = [], options }) {
  fs.rmSync(scratchDir, { recursive: true, force: true });
  const byFile = new Map();
  for (const sample of samples) {
    const file = path.join(scratchDir, sample.relPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, sample.code);
    byFile.set(path.resolve(file), sample);
  }
  // The site's ambient declarations (CSS modules) let the gallery's files import their styles.
  const globals = path.join(root, 'src/globals.d.ts');
  const ambient = files.length > 0 && fs.existsSync(globals) ? [globals] : [];
  const program = ts.createProgram([...byFile.keys(), ...files, ...ambient], options);
  return { program, byFile };
}

/**
 * The program's errors, each placed where a reader finds it: a sample's MDX file and line, or a
 * file of the site and its line (`file` relative to `root`, `line` 1-based; `file` null for an
 * error of no file, `sample` set for a sample's).
 */
export function sampleDiagnostics(program, byFile, root) {
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
    const source = diagnostic.file;
    const sample = source ? byFile.get(path.resolve(source.fileName)) : undefined;
    const line = source && diagnostic.start !== undefined ? source.getLineAndCharacterOfPosition(diagnostic.start).line : null;
    if (sample && line !== null)
      return { file: path.relative(root, sample.mdx), line: sample.line + 1 + line, code: diagnostic.code, message, sample };
    if (source && line !== null && !source.fileName.includes('node_modules'))
      return { file: path.relative(root, source.fileName), line: line + 1, code: diagnostic.code, message, sample: null };
    return { file: source ? source.fileName : null, line: null, code: diagnostic.code, message, sample: null };
  });
}

/** One diagnostic as the checkers print it: `file:line: TS1234: message`. */
export function formatDiagnostic({ file, line, code, message }) {
  return `${file ?? 'TypeScript'}${line === null ? '' : `:${line}`}: TS${code}: ${message}`;
}
