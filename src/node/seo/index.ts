/** What search engines read beside the pages: sitemap.xml and robots.txt, written after the build. */
import type { Feature } from '../feature';
import { writeSitemap } from './write-sitemap';

export const seo: Feature = {
  onPostBuild: async ({ publicDir, pages, reporter }) => {
    const indexed = await writeSitemap(publicDir, pages);
    reporter.info(`Wrote sitemap.xml (${indexed} pages) and robots.txt`);
  },
};
