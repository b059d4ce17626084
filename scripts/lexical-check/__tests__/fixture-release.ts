/**
 * A tiny site and two tiny Lexical releases, written to a temporary folder: the site pins
 * `lexical` 1.0.0 (in its node_modules) and the release 2.0.0 (in `release/node_modules`) drops
 * `$gone`, deprecates `$old` and changes the signature of `$shape`; its production build throws a
 * new error code whose message only its development build carries. The guide's sample uses `$gone`
 * on line GONE_LINE of content/docs/guide.mdx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const GONE_LINE = 9;

const PINNED_DTS = `export declare function $keep(text: string): string;
export declare function $gone(): void;
export declare function $old(): void;
export declare function $shape(text: string): number;
export declare class Box {
  size: number;
  grow(by: number): void;
}
`;

const RELEASE_DTS = `export declare function $keep(text: string): string;
/** @deprecated Use $keep instead. */
export declare function $old(): void;
export declare function $shape(text: string, times: number): number;
export declare class Box {
  size: number;
  grow(by: number): void;
}
export declare function $added(): void;
`;

const PROD_PINNED = `"use strict";function t(e,...v){throw new Error("Minified Lexical error #"+e)}function $keep(x){return x||t(0,x)}exports.$keep=$keep;`;
const PROD_RELEASE = `import"./x.js";function t(e,...v){return new Error(\`Minified Lexical error #\${e}\`)}function e(c,...v){throw t(c,...v)}function $keep(x){return x||e(0,x),x.length||e(7),x}export{$keep};`;
const DEV_RELEASE = `function formatDevErrorMessage(message){throw new Error(message)}
export function $keep(x){if(!x){formatDevErrorMessage(\`Expected text, got \${x}\`)}if(!x.length){formatDevErrorMessage(\`The text is empty\`)}return x}`;

const GUIDE = `---
title: Guide
---

Some words.

\`\`\`ts
import { $keep, $gone, $old } from 'lexical';
$gone();
$old();
$keep('a');
\`\`\`
`;

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

const manifest = (version: string) => JSON.stringify({ name: 'lexical', version, types: 'index.d.ts', main: 'index.js' });

export function makeFixture(): { root: string; releaseModules: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexical-check-'));
  write(root, 'package.json', JSON.stringify({ name: 'site', version: '1.0.0', dependencies: { lexical: '1.0.0' } }));
  write(
    root,
    'tests/sample-compiler-options.json',
    JSON.stringify({
      target: 'ES2022',
      lib: ['es2022'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    }),
  );
  write(root, 'content/docs/guide.mdx', GUIDE);
  write(root, 'src/node/errors/data/lexical-error-codes-1.0.0.json', JSON.stringify({ 0: 'Expected text, got %s' }));
  write(root, 'node_modules/lexical/package.json', manifest('1.0.0'));
  write(root, 'node_modules/lexical/index.d.ts', PINNED_DTS);
  write(root, 'node_modules/lexical/Lexical.prod.js', PROD_PINNED);
  write(root, 'release/node_modules/lexical/package.json', manifest('2.0.0'));
  write(root, 'release/node_modules/lexical/index.d.ts', RELEASE_DTS);
  write(root, 'release/node_modules/lexical/dist/Lexical.prod.js', PROD_RELEASE);
  write(root, 'release/node_modules/lexical/dist/Lexical.dev.js', DEV_RELEASE);
  return { root, releaseModules: path.join(root, 'release/node_modules') };
}
