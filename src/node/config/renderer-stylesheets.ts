/**
 * Every page's HTML inlines and names the browser bundle's stylesheet (Gatsby's
 * `gatsby-global-css` style element). Gatsby 5 renders a page's HTML again in a warm build when
 * its data changed or the HTML renderer's chunks did, and a change to CSS alone changes neither:
 * the renderer compiles CSS modules to their class names only. A warm build then kept every page
 * with the previous stylesheet inlined (`npm run check:warm-builds`, case "a CSS module").
 *
 * So the hash of the renderer's `render-page` chunk, which Gatsby compares between builds to
 * render every page again, takes in the names of the browser bundle's stylesheets. Each name
 * carries its content hash; they are read from `public/webpack.stats.json`, which Gatsby's browser
 * bundle ("Building production JavaScript and CSS bundles") writes before it builds the renderer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

const NAME = 'StylesheetsInRendererHash';

/** The renderer's entry chunk, whose hash Gatsby keeps as the renderer's own. */
const RENDER_PAGE_CHUNK = 'render-page';

/** The browser bundle's stylesheets, by file name (content-hashed), from its stats in `publicDir`. */
export function browserStylesheets(publicDir: string): string[] {
  const file = path.join(publicDir, 'webpack.stats.json');
  let stats: { assetsByChunkName?: Record<string, string[]> };
  try {
    stats = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stats;
  } catch (error) {
    throw new Error(
      `src/node/config/renderer-stylesheets.ts: cannot read ${file} (${(error as Error).message}); Gatsby's browser bundle writes it before the HTML renderer is built`,
    );
  }
  return [...new Set(Object.values(stats.assetsByChunkName ?? {}).flat())].filter((name) => name.endsWith('.css')).sort();
}

/** Adds the browser's stylesheets to the hash of the HTML renderer's `render-page` chunk (see the top of this file). */
export class StylesheetsInRendererHash {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const names = browserStylesheets(this.publicDir).join('\n');
      compilation.hooks.chunkHash.tap(NAME, (chunk, hash) => {
        if (chunk.name === RENDER_PAGE_CHUNK) hash.update(names);
      });
    });
  }
}
