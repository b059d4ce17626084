/**
 * Each doc's MDX compile (../docs/on-create-node.ts), kept between processes in
 * node_modules/.cache/lexical-site/mdx (src/shared/content-cache.mjs), beside the typed
 * samples' and TypeDoc's results: a build or `gatsby develop` that starts without Gatsby's own
 * .cache (after `gatsby clean`, a broken build's copy of the site, CI's build after its develop
 * test) reads the code and the metadata of every doc it compiled before.
 *
 * A compile depends on more than its file, and the key holds all of it: the file's text and
 * path; the front matter of every Markdown file under content/ (a link takes its target's
 * route from the target's `slug`, and a link to a missing file is an error); the site's build
 * code (src/node, src/shared, src/config and the API plugin: the remark steps, the MDX options,
 * the typed samples); and package-lock.json (gatsby-plugin-mdx, remark, the highlighter, the
 * diagrams' renderer, TypeScript and the Lexical packages the samples are typed against).
 * Only clean compiles are kept: a doc with a syntax error, a sample or diagram error, an old
 * anchor problem or samples still untyped (develop) is compiled each time, so its messages are
 * reported as they were. The context is hashed once per process, so `gatsby develop` uses the
 * cache for its first sourcing only (closeCompileCache): a save after that can change what the
 * hash would hold (another doc's slug, the build code), and a compile then is neither read nor kept.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { CONTENT_CACHE_DIR } from '../../shared/content-cache.mjs';

/** Changes when what is kept changes shape or meaning. */
const FORMAT = 2;

/** The folders of build code a compile runs, relative to the project root. */
const CODE_DIRS = ['src/node', 'src/shared', 'src/config', 'plugins/gatsby-source-lexical-api'];

export interface KeptCompile {
  code: string;
  metadata: Record<string, unknown>;
}

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : filesUnder(full, accept);
      return accept(entry.name) ? [full] : [];
    })
    .sort();
}

let contextKey: { root: string; key: string } | null = null;
let open = true;

/** From now on this process neither reads nor keeps compiles (develop, once bootstrapped). */
export function closeCompileCache(): void {
  open = false;
}

/** Everything but the doc's own file that its compile depends on, hashed once per process. */
function keyOfContext(root: string): string {
  if (contextKey?.root === root) return contextKey.key;
  const hash = crypto.createHash('sha256').update(`${FORMAT}\n`);
  const add = (file: string, text: string) => hash.update(`${path.relative(root, file)}\n${text.length}\n`).update(text);
  add('package-lock.json', fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  for (const dir of CODE_DIRS) {
    for (const file of filesUnder(path.join(root, dir), (name) => /\.(ts|tsx|cjs|mjs|js|json)$/.test(name))) {
      add(file, fs.readFileSync(file, 'utf8'));
    }
  }
  for (const file of filesUnder(path.join(root, 'content'), (name) => /\.mdx?$/.test(name))) {
    add(file, JSON.stringify(matter(fs.readFileSync(file, 'utf8')).data));
  }
  contextKey = { root, key: hash.digest('hex') };
  return contextKey.key;
}

function fileOf(root: string, absolutePath: string, text: string): string {
  const key = crypto
    .createHash('sha256')
    .update(keyOfContext(root))
    .update(`\n${path.relative(root, absolutePath)}\n`)
    .update(text)
    .digest('hex')
    .slice(0, 24);
  return path.join(root, CONTENT_CACHE_DIR, 'mdx', `${key}.json`);
}

/** The kept compile of the file whose text is `text`, or null. */
export function keptCompile(absolutePath: string, text: string, root = process.cwd()): KeptCompile | null {
  if (!open) return null;
  try {
    return JSON.parse(fs.readFileSync(fileOf(root, absolutePath, text), 'utf8')) as KeptCompile;
  } catch {
    return null;
  }
}

/** Keeps a clean compile of the file whose text is `text` (written whole, then renamed). */
export function keepCompile(absolutePath: string, text: string, compile: KeptCompile, root = process.cwd()): void {
  if (!open) return;
  const file = fileOf(root, absolutePath, text);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(compile));
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** Forgets the hashed context and opens the cache again (tests change the files it reads within one process). */
export function resetCompileCache(): void {
  contextKey = null;
  open = true;
}
