/**
 * The source behind each gallery example's "Show code", read from the files that run: the
 * example's entry src/gallery/<id>/index.tsx and every TypeScript file it imports through a
 * relative path, followed transitively (the example's own files first, then shared ones such
 * as the toolbar). Stylesheets are not followed. Each file is highlighted like every code block
 * of the site, and the whole set is written as one content-hashed JSON file per example, which
 * the card fetches only when opened; the page itself carries just the URLs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { galleryExamples } from '../../../content/gallery/examples';
import { GALLERY_SOURCE_DIR, type GalleryCode, type GalleryCodeFile } from '../../shared/gallery-code';
import { highlightToHtml } from '../mdx/code-blocks';

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

/** The files of one example, entry first, then its own folder's files, then shared ones. */
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
    for (const specifier of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const resolved = resolveModule(file, specifier);
      if (resolved && !seen.includes(resolved)) queue.push(resolved);
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

/** Writes public/static/gallery-code-<id>-<hash>.json (removing older copies); returns its URL. */
export function writeGalleryCode(publicDir: string, code: GalleryCode): string {
  const json = JSON.stringify(code);
  const prefix = `${GALLERY_CODE_PREFIX}${code.id}-`;
  const name = `${prefix}${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`;
  const dir = path.join(publicDir, 'static');
  fs.mkdirSync(dir, { recursive: true });
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith(prefix) && old !== name) fs.rmSync(path.join(dir, old));
  }
  fs.writeFileSync(path.join(dir, name), json);
  return `/static/${name}`;
}

export const galleryTypeDefs = /* GraphQL */ `
  """Where the source of a gallery example was written, highlighted, as a static JSON file."""
  type GalleryCodeFileRef {
    "The example's id (content/gallery/examples.ts)."
    id: String!
    "The URL of the content-hashed JSON file (a GalleryCode, see src/shared/gallery-code.ts)."
    url: String!
    "The paths of the files it holds, entry first."
    paths: [String!]!
  }
`;

export const galleryResolvers = {
  Query: {
    galleryCode: {
      type: '[GalleryCodeFileRef!]!',
      description: 'The source of every gallery example, highlighted at build time.',
      resolve: () => {
        const rootDir = process.cwd();
        return galleryExamples.map(({ id }) => {
          const code = buildGalleryCode(rootDir, id);
          return { id, url: writeGalleryCode(path.join(rootDir, 'public'), code), paths: code.files.map((f) => f.path) };
        });
      },
    },
  },
};
