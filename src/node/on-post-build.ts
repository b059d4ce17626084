/** What the build writes beside the pages: .html aliases, the blog feeds, sitemap and robots.txt. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeFeeds } from './blog/write-feeds';
import { onPostBuild as writeHtmlAliases } from './pages/on-post-build';
import { writeSitemap } from './seo/write-sitemap';

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const { store, reporter, graphql } = args;
  const { pages, program } = store.getState() as {
    pages: Map<string, { path: string }>;
    program: { directory: string };
  };
  const publicDir = path.join(program.directory, 'public');
  // The sitemap reads the pages before the aliases exist, so it lists clean routes only.
  const indexed = await writeSitemap(
    publicDir,
    [...pages.values()].map((page) => page.path),
  );
  reporter.info(`Wrote sitemap.xml (${indexed} pages) and robots.txt`);
  const posts = await writeFeeds(graphql as never, publicDir);
  reporter.info(`Wrote the blog feeds (${posts} posts)`);
  await writeHtmlAliases?.(args, {} as never, () => undefined);
};
