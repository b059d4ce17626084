/**
 * Links between docs are written as relative paths to the target file
 * (`../concepts/nodes.mdx#custom-nodes`), which editors can follow in any editor or on
 * GitHub. At build time they become site routes. A link to a file that does not exist is
 * recorded (the build then fails naming the file and the link, see checks/links.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { docIdFromRelativePath, docPath } from '../docs/paths';
import { type MdNode, walk } from './tree';

export interface DocLink {
  /** The URL as written in the source. */
  url: string;
  /** The site route (with `#hash`) it points to, or null for external links. */
  resolved: string | null;
  /** The file a relative Markdown link names when that file does not exist. */
  missingFile: string | null;
  line: number | null;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/;

function routeOfDocFile(absoluteFile: string, docsDir: string): string {
  const id = docIdFromRelativePath(path.relative(docsDir, absoluteFile));
  const { data } = matter(fs.readFileSync(absoluteFile, 'utf8'));
  return docPath(id, typeof data.slug === 'string' ? data.slug : null);
}

export function resolveLink(url: string, fromFile: string, docsDir: string): DocLink {
  const base = { url, line: null, missingFile: null };
  if (EXTERNAL.test(url) || url.startsWith('//')) return { ...base, resolved: null };
  if (url.startsWith('#') || url.startsWith('/')) return { ...base, resolved: url };
  const [file, hash] = url.split('#', 2);
  if (!MARKDOWN_FILE.test(file)) return { ...base, resolved: null };
  const target = path.resolve(path.dirname(fromFile), decodeURI(file));
  if (!fs.existsSync(target)) return { ...base, resolved: null, missingFile: path.relative(process.cwd(), target) };
  return { ...base, resolved: routeOfDocFile(target, docsDir) + (hash ? `#${hash}` : '') };
}

/** Each link of the tree, pointed at the route it resolves to (a route or anchor as written stays as it is). */
export function rewriteLinks(tree: MdNode, fromFile: string, docsDir: string): DocLink[] {
  const links: DocLink[] = [];
  walk(tree, (node) => {
    if (node.type !== 'link' || typeof node.url !== 'string') return;
    const link = resolveLink(node.url, fromFile, docsDir);
    links.push({ ...link, line: node.position?.start.line ?? null });
    if (link.resolved) node.url = link.resolved;
  });
  return links;
}
