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
 * block is a module of its own (blocks never share top-level names). Collecting and compiling
 * them is tests/samples.mjs, which `npm run lexical:check` shares to check another release.
 *
 * The gallery's examples (src/gallery/**) are samples too: "Show code" displays those very
 * files, so they are type-checked in the same program, with the same settings, in place.
 *
 * Usage: node tests/check-samples.mjs [--docs <dir>] [--gallery <dir>] [--quiet]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectSamples, compileSamples, formatDiagnostic, listCodeFiles, sampleCompilerOptions, sampleDiagnostics } from './samples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Type-checks the samples (and any real files given, such as the gallery's); returns readable
 * errors naming the MDX file and line, or the file and line.
 */
function checkSamples(samples, scratchDir, files = []) {
  try {
    const { program, byFile } = compileSamples({ root, samples, scratchDir, files, options: sampleCompilerOptions(root) });
    return sampleDiagnostics(program, byFile, root).map(formatDiagnostic);
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
  const gallery = galleryDir ? listCodeFiles(galleryDir) : [];
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
