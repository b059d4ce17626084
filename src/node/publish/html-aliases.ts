/**
 * A path ending in `.html` shows the same page as the path without it, as the old site's did. Static
 * hosts already serve `/docs/intro/index.html`; this writes `/docs/intro.html` beside it.
 * The browser side (the inline head script, src/gatsby/head-script.ts) then tidies the address bar.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CreateDevServerArgs } from 'gatsby';

/** The page route an `.html` path stands for: `/docs/intro.html` and `/docs/intro/index.html` are `/docs/intro`. */
export function routeOfHtmlPath(htmlPath: string): string {
  return htmlPath.replace(/(\/index)?\.html$/, '') || '/';
}

/**
 * `gatsby develop` has no alias files: an `.html` path of a page answers with a permanent
 * redirect to the page (Gatsby's development server would answer 404 and show the page only
 * after its client-side router had found it).
 */
export function redirectHtmlAliases({ app, getNodesByType }: Pick<CreateDevServerArgs, 'app' | 'getNodesByType'>): void {
  app.get(
    /\.html$/,
    (request: { path: string; originalUrl: string }, response: { redirect(status: number, to: string): void }, next: () => void) => {
      const route = routeOfHtmlPath(request.path);
      const isPage = getNodesByType('SitePage').some(
        (page) => (page as unknown as { path: string }).path.replace(/\/$/, '') === route.replace(/\/$/, ''),
      );
      if (isPage) response.redirect(301, `${route}${request.originalUrl.slice(request.path.length)}`);
      else next();
    },
  );
}

export async function writeHtmlAliases(publicDir: string, pagePaths: readonly string[]): Promise<number> {
  let written = 0;
  for (const pagePath of pagePaths) {
    if (pagePath === '/' || pagePath.includes('404') || pagePath.endsWith('.html')) continue;
    const clean = pagePath.replace(/\/$/, '');
    const source = path.join(publicDir, clean, 'index.html');
    const alias = path.join(publicDir, `${clean}.html`);
    try {
      await fs.copyFile(source, alias);
      written += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return written;
}
