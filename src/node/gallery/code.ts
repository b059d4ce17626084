/**
 * The source behind each gallery example's "Show code", read from the files that run: the
 * example's entry src/gallery/<id>/index.tsx and every TypeScript file it imports through a
 * relative path, followed transitively (the example's own files first, then shared ones such
 * as the toolbar). Stylesheets are not followed. Each file is highlighted like every code block
 * of the site, and the whole set is written as one content-hashed JSON file per example
 * (./source.ts writes them when the build sources its nodes), which the card fetches only when
 * opened; the page itself carries just the URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GALLERY_SOURCE_DIR, type GalleryCode, type GalleryCodeFile } from '../../shared/gallery-code';
import { highlightToHtml } from '../mdx/code-blocks';
import { writeHashedJson } from '../static-file';

const GALLERY_CODE_PREFIX = 'gallery-code-';
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The relative module specifiers of a TypeScript source (static imports, re-exports, import()). */
export function relativeImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) found.add(match[1]);
  return [...found];
}

function resolveModule(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.(css|json|svg|png)$/.test(specifier)) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(
    `${path.relative(process.cwd(), fromFile)}: cannot resolve the import "${specifier}" (gallery examples import .ts/.tsx files by relative path).`,
  );
}

/** A public entry of the site's components (`LiveEditor/kit.ts`, `collab/index.ts`): shown through what it re-exports. */
const PUBLIC_ENTRY = /[/\\]src[/\\]components[/\\].+[/\\](kit|index)\.ts$/;

/** The names `source` imports from `specifier` (`{ a, type B, c as d }`). */
function namesImported(source: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escaped}['"]`, 'g'))) {
    for (const part of match[1].split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The files a public entry re-exports `names` from (`export { a, default as B } from './b'`). */
function reExportSources(entry: string, names: readonly string[]): string[] {
  const sources: string[] = [];
  for (const match of fs.readFileSync(entry, 'utf8').matchAll(/export\s+\{([^}]*)\}\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const exported = match[1].split(',').map((part) =>
      part
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
    if (exported.some((name) => names.includes(name))) sources.push(match[2]);
  }
  return sources;
}

/**
 * The files of one example, entry first, then its own folder's files, then shared ones. A
 * public entry of the site's components is not shown itself: the files it re-exports the
 * imported names from are.
 */
export function exampleFiles(rootDir: string, id: string): string[] {
  const folder = path.join(rootDir, GALLERY_SOURCE_DIR, id);
  const entry = path.join(folder, 'index.tsx');
  if (!fs.existsSync(entry)) {
    throw new Error(
      `content/gallery/examples.ts: the example "${id}" has no ${GALLERY_SOURCE_DIR}/${id}/index.tsx. Add that file (default-export the component the card runs) or fix the id.`,
    );
  }
  const seen: string[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.includes(file)) continue;
    seen.push(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const specifier of relativeImports(source)) {
      const resolved = resolveModule(file, specifier);
      if (!resolved) continue;
      const targets = PUBLIC_ENTRY.test(resolved)
        ? reExportSources(resolved, namesImported(source, specifier))
            .map((reExported) => resolveModule(resolved, reExported))
            .filter((target): target is string => target !== null)
        : [resolved];
      for (const target of targets) if (!seen.includes(target)) queue.push(target);
    }
  }
  const own = seen.filter((file) => file.startsWith(folder + path.sep));
  return [...own, ...seen.filter((file) => !own.includes(file))];
}

export function buildGalleryCode(rootDir: string, id: string): GalleryCode {
  const files: GalleryCodeFile[] = exampleFiles(rootDir, id).map((file) => {
    const code = fs.readFileSync(file, 'utf8').replace(/\n$/, '');
    const language = path.extname(file).slice(1);
    return { path: path.relative(rootDir, file).split(path.sep).join('/'), language, code, html: highlightToHtml(code, language) };
  });
  return { id, files };
}

/** Writes public/static/gallery-code-<id>-<hash>.json (src/node/static-file.ts); returns its URL. */
export function writeGalleryCode(publicDir: string, code: GalleryCode): string {
  return writeHashedJson(publicDir, `${GALLERY_CODE_PREFIX}${code.id}-`, code).url;
}
