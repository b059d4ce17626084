#!/usr/bin/env node
/**
 * Every ```ts and ```tsx block of the docs must compile against the pinned lexical 0.35.0
 * packages. This script takes each such fence out of content/docs/**\/*.mdx, writes it to a
 * scratch folder inside the repository (so `node_modules` resolves as it does for the site),
 * and type-checks them all in one TypeScript program with strict settings. An error is
 * reported with the MDX file and the line in it, then the script exits with 1.
 *
 * The conventions of a fence (content/README.md explains them to writers):
 * - a line starting with `// @hide ` is setup the reader does not need: the checker keeps it
 *   (without the marker), the page does not show it (src/node/mdx/code-blocks.ts strips it);
 * - `file="CalloutNode.ts"` in the meta names the block's file, so a later block of the same
 *   page can `import { CalloutNode } from './CalloutNode'`;
 * - `nocheck="why"` leaves a block out; the reason is shown under the block on the page.
 * Every other block is a module of its own (blocks never share top-level names).
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

export const HIDE_MARKER = '// @hide';
const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The value of `key="..."` (or '...') in a fence's meta string, or null. */
export function metaValue(meta, key) {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(meta ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * The fenced code blocks of an MDX source: language, meta, the 1-based line of the opening
 * fence, and the code lines (the fence's own indentation removed, as Markdown does).
 */
function extractFences(source) {
  const lines = source.split(/\r?\n/);
  const fences = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, language, meta] = open;
    const body = [];
    let j = i + 1;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    for (; j < lines.length && !close.test(lines[j]); j += 1) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    fences.push({ language: language.toLowerCase(), meta: meta.trim(), line: i + 1, lines: body });
    i = j;
  }
  return fences;
}

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
    for (const fence of extractFences(fs.readFileSync(mdx, 'utf8'))) {
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
      const code = fence.lines.map((line) => {
        const trimmed = line.trimStart();
        return trimmed.startsWith(HIDE_MARKER) ? trimmed.slice(HIDE_MARKER.length).replace(/^ /, '') : line;
      });
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
