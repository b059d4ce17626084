/**
 * What the build writes beside the pages: the sitemap and robots.txt, the blog feeds and the
 * `.html` aliases, then what src/node/publish/ adds (Markdown and llms.txt, social images, the
 * host's headers and redirects); last, the coverage figure of the typed code samples and
 * what drawing the diagrams cost. The list
 * of pages comes from Gatsby's public `allSitePage` query, and the output folder is `public/`
 * of the site, where `gatsby build` always writes.
 */
import path from 'node:path';
import type { BuildArgs, GatsbyNode } from 'gatsby';
import { writeFeeds } from './blog/write-feeds';
import { reportCoverage } from './code-types/coverage';
import { diagramStats } from './mdx/diagrams';
import { writeHtmlAliases } from './pages/write-html-aliases';
import { publish } from './publish';
import { writeSitemap } from './seo/write-sitemap';

/** Every page's path, as Gatsby's `SitePage` nodes list them. */
async function builtPagePaths(graphql: BuildArgs['graphql']): Promise<string[]> {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query BuiltPagePaths {
      allSitePage(sort: { path: ASC }) {
        nodes { path }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not list the built pages: ${JSON.stringify(result.errors)}`);
  return result.data.allSitePage.nodes.map((page) => page.path);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter, cache }) => {
  const publicDir = path.join(process.cwd(), 'public');
  const pages = await builtPagePaths(graphql);
  // The sitemap reads the pages before the aliases exist, so it lists clean routes only.
  const indexed = await writeSitemap(publicDir, pages);
  reporter.info(`Wrote sitemap.xml (${indexed} pages) and robots.txt`);
  const posts = await writeFeeds(graphql, publicDir);
  reporter.info(`Wrote the blog feeds (${posts} posts)`);
  const aliases = await writeHtmlAliases(publicDir, pages);
  reporter.info(`Wrote ${aliases} .html aliases of pages`);
  await publish({ graphql, publicDir, cacheDir: cache.directory, pageRoutes: pages, reporter });
  await reportCoverage({ graphql, reporter });
  const { rendered, renderMs, loadMs } = diagramStats;
  reporter.info(
    rendered > 0
      ? `Diagrams: ${rendered} mermaid diagrams drawn in ${Math.round(renderMs)} ms (renderer loaded in ${Math.round(loadMs)} ms)`
      : 'Diagrams: none drawn by this build (every page with one came from the cache)',
  );
};
