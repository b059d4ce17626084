/**
 * A path ending in `.html` shows the same page as the path without it, as the old site's did. Static
 * hosts already serve `/docs/intro/index.html`; this writes `/docs/intro.html` beside it.
 * The browser side (the inline head script, src/gatsby/head-script.ts) then tidies the address bar.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

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
