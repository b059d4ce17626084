#!/usr/bin/env node
/**
 * Every ```ts and ```tsx block of the docs must compile against the pinned lexical 0.35.0
 * packages. This script takes each such fence out of content/docs/**\/*.mdx, writes it to a
 * scratch folder inside the repository (so `node_modules` resolves as it does for the site),
 * and type-checks them all in one TypeScript program with strict settings. An error is
 * reported with the MDX file and the line in it, then the script exits with 1.
 *
 * A fence is read by the rule of src/shared/code-fences.mjs (`// @hide` setup lines,
 * `file="..."`, `nocheck="why"`; content/README.md explains them to writers). Every other
 * block is a module of its own (blocks never share top-level names).
 *
 * The gallery's examples (src/gallery/**) are samples too: "Show code" displays those very
 * files, so they are type-checked in the same program, with the same settings, in place.
 *
 * Usage: node tests/check-samples.mjs [--docs <dir>] [--gallery <dir>] [--quiet]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { CHECKED_LANGUAGES, compiledLine, fencesOf, metaValue } from '../src/shared/code-fences.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
function collectSamples(docsDir) {
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
export function sampleCompilerOptions() {
  const { $comment: _why, ...json } = JSON.parse(fs.readFileSync(path.join(root, 'tests/sample-compiler-options.json'), 'utf8'));
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, root);
  if (errors.length > 0)
    throw new Error(
      `tests/sample-compiler-options.json: ${errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('; ')}`,
    );
  return options;
}

const COMPILER_OPTIONS = sampleCompilerOptions();

/** The TypeScript files of the gallery's examples (what their "Show code" displays). */
function listGalleryFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      // Unit tests of the examples are not part of what "Show code" displays.
      if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listGalleryFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/**
 * Type-checks the samples (and any real files given, such as the gallery's); returns readable
 * errors naming the MDX file and line, or the file and line.
 */
function checkSamples(samples, scratchDir, files = []) {
  fs.rmSync(scratchDir, { recursive: true, force: true });
  const byFile = new Map();
  try {
    for (const sample of samples) {
      const file = path.join(scratchDir, sample.relPath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, sample.code);
      byFile.set(path.resolve(file), sample);
    }
    // The site's ambient declarations (CSS modules) let the gallery's files import their styles.
    const ambient = files.length > 0 ? [path.join(root, 'src/globals.d.ts')] : [];
    const program = ts.createProgram([...byFile.keys(), ...files, ...ambient], COMPILER_OPTIONS);
    const errors = [];
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n    ');
      const sample = diagnostic.file ? byFile.get(path.resolve(diagnostic.file.fileName)) : undefined;
      if (!sample && diagnostic.file && diagnostic.start !== undefined && !diagnostic.file.fileName.includes('node_modules')) {
        const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
        errors.push(`${path.relative(root, diagnostic.file.fileName)}:${line + 1}: TS${diagnostic.code}: ${message}`);
        continue;
      }
      if (!sample || diagnostic.start === undefined) {
        errors.push(`${diagnostic.file ? diagnostic.file.fileName : 'TypeScript'}: TS${diagnostic.code}: ${message}`);
        continue;
      }
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      errors.push(`${path.relative(root, sample.mdx)}:${sample.line + 1 + line}: TS${diagnostic.code}: ${message}`);
    }
    return errors;
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

function main() {
  const args = process.argv.slice(2);
  const docsDir = path.resolve(args.includes('--docs') ? args[args.indexOf('--docs') + 1] : path.join(root, 'content/docs'));
  const quiet = args.includes('--quiet');
  const { samples, skipped, problems } = collectSamples(docsDir);
  // With --docs alone (the checker's own tests) the site's gallery is left out.
  const galleryDir = args.includes('--gallery')
    ? path.resolve(args[args.indexOf('--gallery') + 1])
    : args.includes('--docs')
      ? null
      : path.join(root, 'src/gallery');
  const gallery = galleryDir ? listGalleryFiles(galleryDir) : [];
  // A check that finds nothing to check proves nothing: a moved folder or a changed fence
  // syntax must fail here, not pass with zero samples.
  const empty = [
    ...(samples.length === 0
      ? [
          `${path.relative(root, docsDir) || docsDir}: no ts/tsx code sample found; is the folder right, and are the fences \`\`\`ts or \`\`\`tsx?`,
        ]
      : []),
    ...(galleryDir && gallery.length === 0
      ? [`${path.relative(root, galleryDir) || galleryDir}: no gallery example found (an index.tsx per example folder)`]
      : []),
  ];
  const errors = [
    ...problems,
    ...empty,
    ...(empty.length > 0 ? [] : checkSamples(samples, path.join(root, `.scratch-samples-${process.pid}`), gallery)),
  ];
  if (errors.length > 0) {
    console.error(`Code samples that do not compile against lexical 0.35.0 (${errors.length} error${errors.length === 1 ? '' : 's'}):`);
    for (const error of errors) console.error(`  ${error}`);
    console.error('Fix the sample, add the setup it needs as `// @hide` lines, or mark it nocheck="reason" (content/README.md).');
    process.exit(1);
  }
  if (!quiet) {
    console.log(`Code samples: ${samples.length} ts/tsx blocks type-check against lexical 0.35.0 (${skipped.length} marked nocheck).`);
    if (gallery.length > 0) console.log(`Gallery examples: ${gallery.length} files type-check against lexical 0.35.0.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
