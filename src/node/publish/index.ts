/**
 * What the build publishes beyond the pages, once they are written: the `.html` alias of each
 * page, the Markdown version of the docs and llms.txt for coding assistants, each page's
 * social image for link previews, and the host's headers and redirects files (written last:
 * they list the other files).
 */
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { loadSiteConfig } from '../../config';
import { siteRedirects } from '../../shared/redirects';
import type { Feature } from '../feature';
import { writeDeployFiles } from './deploy/write';
import { writeHtmlAliases } from './html-aliases';
import { writeMarkdown } from './markdown/write';
import { writeSocialImages } from './social/write';

type GraphqlRunner = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

interface PublishOptions {
  graphql: GraphqlRunner;
  publicDir: string;
  /** Gatsby's cache folder for this step (cards drawn by earlier builds). */
  cacheDir: string;
  pageRoutes: readonly string[];
  reporter: Pick<Reporter, 'info' | 'panicOnBuild'>;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

async function writePublished({ graphql, publicDir, cacheDir, pageRoutes, reporter }: PublishOptions): Promise<void> {
  const config = loadSiteConfig();
  const site = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    version: config.siteVersion,
    repository: config.repository,
  };
  const step = async (what: string, run: () => Promise<string>) => {
    const started = Date.now();
    try {
      reporter.info(`${await run()} in ${seconds(started)}`);
    } catch (error) {
      reporter.panicOnBuild(`Could not write ${what}: ${(error as Error).message}`);
    }
  };
  // Side by side: the cards' raster and PNG work runs on sharp's threads, and the Markdown
  // export's queries and remark fill this thread meanwhile (3.7 s and 12.5 s one after the
  // other in a cold build).
  await Promise.all([
    step('the Markdown version of the docs', async () => {
      const r = await writeMarkdown(graphql, publicDir, site, path.resolve('content/docs'));
      return `Wrote ${r.pages} Markdown pages (${kb(r.bytes)}), llms.txt (${kb(r.llmsBytes)}) and llms-full.txt (${kb(r.llmsFullBytes)})`;
    }),
    step('the social images', async () => {
      const r = await writeSocialImages({ publicDir, cacheDir, pagePaths: pageRoutes, site });
      return `Wrote ${r.images} social images (${r.drawn} drawn, ${r.fromCache} from the cache; largest ${kb(r.largestBytes)})`;
    }),
  ]);
  await step('the deploy headers and redirects', async () => {
    const r = await writeDeployFiles({ publicDir, pageRoutes, redirects: siteRedirects, frameAncestors: config.embed.parentOrigins });
    return `Wrote _headers (${r.pages} pages, ${r.hashedFiles} hashed files) and _redirects (${r.redirects} rules)`;
  });
}

export const publish: Feature = {
  onPostBuild: async ({ graphql, publicDir, pages, reporter, cache }) => {
    const aliases = await writeHtmlAliases(publicDir, pages);
    reporter.info(`Wrote ${aliases} .html aliases of pages`);
    await writePublished({ graphql, publicDir, cacheDir: cache.directory, pageRoutes: pages, reporter });
  },
};
