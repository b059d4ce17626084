/**
 * @jest-environment node
 *
 * How the site's filesystem sources version their files (../source-file.ts): text files by time
 * stamp, so a save read while the editor had emptied the file does not leave its File node
 * looking unchanged at the next save; images by their content, so their URLs do not change
 * with a checkout (gatsby-plugin-sharp names their folders by the File node's version).
 */
import fs from 'node:fs';
import path from 'node:path';
import config from '../../../gatsby-config';
import { BLOG_ROOT } from '../blog/paths';
import { DOCS_ROOT } from '../docs/paths';

type Source = { resolve: string; options: { name: string; path: string; fastHash?: boolean; ignore?: unknown[] } };
const sources = (config.plugins ?? []).filter(
  (plugin): plugin is Source => typeof plugin === 'object' && plugin.resolve === 'gatsby-source-filesystem',
);

/** The sources that watch `file` (the ignore rules tested here are functions, as chokidar calls them). */
function sourcesOf(file: string): Source[] {
  return sources.filter(
    (source) =>
      file.startsWith(`${source.options.path}/`) &&
      !(source.options.ignore ?? []).some((rule) => typeof rule === 'function' && (rule as (p: string) => boolean)(file)),
  );
}

const root = process.cwd();

it.each([
  [`${DOCS_ROOT}/faq.mdx`, 'docs'],
  [`${BLOG_ROOT}/welcome.mdx`, 'blog'],
  [`${BLOG_ROOT}/authors.yml`, 'blog'],
])('%s is sourced once, versioned by its time stamp', (file, name) => {
  expect(sourcesOf(path.join(root, file)).map((source) => [source.options.name, source.options.fastHash])).toEqual([[name, true]]);
});

it.each([
  [`${BLOG_ROOT}/authors/maintainers.png`, 'blog'],
  [`${DOCS_ROOT}/concepts/diagram.svg`, 'docs'],
])('the image %s is sourced once, versioned by its content', (file, name) => {
  expect(sourcesOf(path.join(root, file)).map((source) => [source.options.name, source.options.fastHash ?? false])).toEqual([
    [name, false],
  ]);
});

it("both of a content folder's sources look inside its folders", () => {
  for (const folder of [`${DOCS_ROOT}/concepts`, `${BLOG_ROOT}/authors`]) expect(sourcesOf(path.join(root, folder))).toHaveLength(2);
});

it('the image sources tell folders from files by name: no content folder has a dot in its name, and no content file lacks one', () => {
  // A folder named like a file would hide its images from both sources; a file with no extension would be sourced twice.
  for (const dir of [DOCS_ROOT, BLOG_ROOT]) {
    const entries = fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
    const misnamed = entries
      .filter((entry) => (entry.isDirectory() ? entry.name.includes('.') : !/\.[a-z0-9]+$/i.test(entry.name)))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(misnamed).toEqual([]);
  }
});

it("only the docs' and the blog's image sources go without time stamps", () => {
  const imageSources = sources.filter((source) => !source.options.fastHash);
  expect(imageSources.map((source) => source.options.name).sort()).toEqual(['blog', 'docs']);
});
