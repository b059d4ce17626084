/**
 * @jest-environment node
 *
 * The composed post-build step works from Gatsby's public arguments alone: the pages come from
 * the `allSitePage` query and every feature's files go to the site's `public/` folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { reportCoverage } from '../code-types/coverage';
import { onPostBuild } from '../features';
import { writeDeployFiles } from '../publish/deploy/write';
import { writeMarkdown } from '../publish/markdown/write';
import { writeSocialImages } from '../publish/social/write';

// The publishing steps and the coverage figure have tests of their own; here they only need to
// be handed the queried pages and the same public folder.
jest.mock('../publish/markdown/write', () => ({ writeMarkdown: jest.fn(() => Promise.resolve({})) }));
jest.mock('../publish/social/write', () => ({ writeSocialImages: jest.fn(() => Promise.resolve({})) }));
jest.mock('../publish/deploy/write', () => ({ writeDeployFiles: jest.fn(() => Promise.resolve({})) }));
jest.mock('../code-types/coverage', () => ({ reportCoverage: jest.fn(() => Promise.resolve()) }));

const PAGES = ['/', '/docs/intro/', '/blog/welcome/', '/404/'];

function fakeGraphql(query: string) {
  if (query.includes('allSitePage')) return Promise.resolve({ data: { allSitePage: { nodes: PAGES.map((p) => ({ path: p })) } } });
  if (query.includes('allBlogPost')) {
    const post = {
      title: 'Welcome',
      path: '/blog/welcome',
      date: '2025-01-01',
      description: 'Hello',
      authors: [{ name: 'The Lexical team', url: null }],
      tags: [],
    };
    return Promise.resolve({ data: { allBlogPost: { nodes: [post] } } });
  }
  return Promise.resolve({ errors: [{ message: `unexpected query ${query}` }] });
}

describe('the composed onPostBuild', () => {
  let site: string;
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    for (const page of PAGES) {
      fs.mkdirSync(path.join(site, 'public', page), { recursive: true });
      fs.writeFileSync(
        path.join(site, 'public', page, 'index.html'),
        `<html><head></head><body><main><div data-mdx-body="${page}"><p>The body of ${page}</p></div></main></body></html>`,
      );
    }
    jest.spyOn(process, 'cwd').mockReturnValue(site);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.clearAllMocks();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('writes the sitemap, robots.txt, the feeds, the bodies and the .html aliases of the queried pages', async () => {
    const info = jest.fn();
    // The SitePage nodes: the guide's context names its body.
    const getNodesByType = (type: string) =>
      type === 'SitePage' ? PAGES.map((page) => ({ path: page, context: page === '/docs/intro/' ? { body: 'docs/intro.mdx' } : {} })) : [];
    const args = {
      graphql: fakeGraphql,
      getNodesByType,
      reporter: { info },
      cache: { directory: path.join(site, '.cache') },
    } as unknown as BuildArgs;
    await onPostBuild!(args, { plugins: [] }, () => undefined);
    const publicDir = path.join(site, 'public');
    const sitemap = fs.readFileSync(path.join(publicDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>[^<]+<\/loc>/g)).toHaveLength(3);
    expect(fs.existsSync(path.join(publicDir, 'robots.txt'))).toBe(true);
    expect(fs.readFileSync(path.join(publicDir, 'blog/rss.xml'), 'utf8')).toContain('<title>Welcome</title>');
    expect(fs.existsSync(path.join(publicDir, 'blog/atom.xml'))).toBe(true);
    expect(['docs/intro.html', 'blog/welcome.html'].filter((f) => fs.existsSync(path.join(publicDir, f)))).toEqual([
      'docs/intro.html',
      'blog/welcome.html',
    ]);
    expect(fs.existsSync(path.join(publicDir, '404.html'))).toBe(false);
    expect(info).toHaveBeenCalledWith('Wrote 2 .html aliases of pages');
    expect(fs.readFileSync(path.join(publicDir, 'page-data/docs/intro/body.html'), 'utf8')).toBe('<p>The body of /docs/intro/</p>');
    expect(info).toHaveBeenCalledWith('Wrote the static bodies of 1 pages beside their page data');
    expect(writeMarkdown).toHaveBeenCalledWith(fakeGraphql, publicDir, expect.anything(), expect.any(String));
    expect(writeSocialImages).toHaveBeenCalledWith(
      expect.objectContaining({ publicDir, pagePaths: PAGES, cacheDir: path.join(site, '.cache') }),
    );
    expect(writeDeployFiles).toHaveBeenCalledWith(expect.objectContaining({ publicDir, pageRoutes: PAGES }));
    expect(reportCoverage).toHaveBeenCalledTimes(1);
  });
});
