/**
 * What the build publishes beyond the pages, once they are written: the static body of each
 * guide and post as a file of its own (./bodies.ts), the `.html` alias of each page, the
 * Markdown version of the docs and llms.txt for coding assistants (written in a child process
 * while the site is bundled, ./markdown/background.ts), each page's social image for link
 * previews (drawn in one too, ./social/background.ts), and the host's headers and redirects
 * files (written last: they list the other files).
 */
import path from 'node:path';
import type { BackgroundRun } from '../background';
import { loadSiteConfig } from '../../config';
import { siteRedirects } from '../../shared/redirects';
import type { Feature } from '../feature';
import { writeBodyFiles, type BodyPage } from './bodies';
import { writeDeployFiles } from './deploy/write';
import { redirectHtmlAliases, writeHtmlAliases } from './html-aliases';
import { writeMarkdownInBackground, type MarkdownExportRun } from './markdown/background';
import { queryMarkdownData, writeMarkdown, type SiteFacts } from './markdown/write';
import { drawCardsInBackground, type PageWithContext } from './social/background';
import { writeSocialImages } from './social/write';
import { writesPublicFiles } from '../mode';

/** The site's facts that the Markdown export and the cards write. */
function siteFacts(): SiteFacts {
  const config = loadSiteConfig();
  return { title: config.title, tagline: config.tagline, url: config.url, version: config.siteVersion, repository: config.repository };
}

const DOCS_DIR = 'content/docs';

/** The children drawing the cards and writing the Markdown export while the site is bundled, in a build. */
let cardsDrawing: BackgroundRun | null = null;
let markdownExport: MarkdownExportRun | null = null;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export const publish: Feature = {
  // Gatsby hands `graphql` to createPages, not to onPostBootstrap. The export's data is complete
  // once the nodes are, so the child starts here, as the sourcing's children end.
  createPages: async ({ graphql, cache, reporter }) => {
    if (!writesPublicFiles()) return;
    markdownExport = await writeMarkdownInBackground({
      data: await queryMarkdownData(graphql),
      cacheDir: cache.directory,
      publicDir: path.join(process.cwd(), 'public'),
      site: siteFacts(),
      docsDir: path.resolve(DOCS_DIR),
    });
    reporter.info('Writing the Markdown version of the docs in a child process while the site is built');
  },
  onPostBootstrap: ({ getNodesByType, cache, reporter }) => {
    if (!writesPublicFiles()) return;
    const pages = getNodesByType('SitePage') as unknown as PageWithContext[];
    cardsDrawing = drawCardsInBackground({ site: siteFacts(), pages, cacheDir: cache.directory });
    if (cardsDrawing) reporter.info('Drawing the social images in a child process while the site is bundled');
  },
  onCreateDevServer: redirectHtmlAliases,
  onPostBuild: async ({ graphql, publicDir, pages, reporter, cache, getNodesByType }) => {
    const bodies = await writeBodyFiles(publicDir, getNodesByType('SitePage') as unknown as BodyPage[]);
    reporter.info(`Wrote the static bodies of ${bodies} pages beside their page data`);
    const aliases = await writeHtmlAliases(publicDir, pages);
    reporter.info(`Wrote ${aliases} .html aliases of pages`);
    const config = loadSiteConfig();
    const site = siteFacts();
    const step = async (what: string, run: () => Promise<string>) => {
      const started = Date.now();
      try {
        reporter.info(`${await run()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        reporter.panicOnBuild(`Could not write ${what}: ${(error as Error).message}`);
      }
    };
    // Side by side: the children's work is awaited, and whatever they did not do is done here.
    await Promise.all([
      step('the Markdown version of the docs', async () => {
        const fromChild = markdownExport ? await markdownExport.report() : null;
        markdownExport = null;
        const r = fromChild ?? (await writeMarkdown(graphql, publicDir, site, path.resolve(DOCS_DIR)));
        const by = fromChild ? ' (by the child process)' : '';
        return `Wrote ${r.pages} Markdown pages (${kb(r.bytes)}), llms.txt (${kb(r.llmsBytes)}) and llms-full.txt (${kb(r.llmsFullBytes)})${by}`;
      }),
      step('the social images', async () => {
        const drawing = cardsDrawing ? await cardsDrawing.ended : null;
        cardsDrawing = null;
        const r = await writeSocialImages({ publicDir, cacheDir: cache.directory, pagePaths: pages, site });
        const child = drawing ? `; the child drawing them ${drawing.ok ? 'ended' : 'failed'} after ${drawing.seconds.toFixed(1)} s` : '';
        return `Wrote ${r.images} social images (${r.drawn} drawn now, ${r.fromCache} from the cache${child}; largest ${kb(r.largestBytes)})`;
      }),
    ]);
    await step('the deploy headers and redirects', async () => {
      const r = await writeDeployFiles({
        publicDir,
        pageRoutes: pages,
        redirects: siteRedirects,
        frameAncestors: config.embed.parentOrigins,
      });
      return `Wrote _headers (${r.pages} pages, ${r.hashedFiles} hashed files) and _redirects (${r.redirects} rules)`;
    });
  },
};
