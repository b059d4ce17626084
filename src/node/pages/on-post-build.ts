/**
 * A path ending in `.html` shows the same page as the path without it, so links written for
 * the old site and hand-typed addresses keep working. Static hosts already serve
 * `/docs/intro/index.html`; this writes `/docs/intro.html` beside it. In the browser, the
 * inline head script (src/gatsby/head-script.ts) then tidies the address bar.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

export async function writeHtmlAliases(publicDir: string, pagePaths: string[]): Promise<number> {
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

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { pages, program } = store.getState() as {
    pages: Map<string, { path: string }>;
    program: { directory: string };
  };
  const paths = [...pages.values()].map((page) => page.path);
  const written = await writeHtmlAliases(path.join(program.directory, 'public'), paths);
  reporter.info(`Wrote ${written} .html aliases of pages`);
};
