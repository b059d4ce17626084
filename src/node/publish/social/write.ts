/**
 * Draws the social image every built page names. Each page's <head> (components/Seo) already
 * says where its image lives (`og:image`, under /og/), its title and its section; this step
 * reads them from the built HTML, so the image drawn is exactly the one the page announces,
 * and a page whose image cannot be drawn fails the build. Cards are kept in Gatsby's cache
 * folder by title, section and design, so a warm build draws only what changed, and a cold
 * one finds most of them drawn already (./background.ts).
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOCIAL_IMAGE_DIR } from '../../../shared/seo';
import { htmlFileOf, metaContent } from '../html';
import { CARD_DESIGN_VERSION, createCardRenderer, type CardRenderer, type CardText } from './card';

interface Wanted {
  file: string;
  title: string;
  section: string;
}

const DRAWING_LANES = 4;

export class SocialImageError extends Error {}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** What each page asks for: the image file under public/ and the words to draw on it. */
export async function wantedImages(
  publicDir: string,
  pagePaths: readonly string[],
  site: { url: string; title: string },
): Promise<Map<string, Wanted>> {
  const wanted = new Map<string, Wanted>();
  const prefix = `${site.url.replace(/\/$/, '')}${SOCIAL_IMAGE_DIR}/`;
  for (const pagePath of pagePaths) {
    let html: string;
    try {
      html = await fs.readFile(htmlFileOf(publicDir, pagePath), 'utf8');
    } catch {
      continue;
    }
    const image = metaContent(html, 'og:image');
    if (!image) throw new SocialImageError(`${pagePath}: the page names no og:image (src/components/Seo writes it)`);
    if (!image.startsWith(prefix)) {
      // An image the page chose itself (a blog post's front matter): it must be in the site.
      const own = path.join(publicDir, decodeURI(new URL(image).pathname));
      if (!(await exists(own))) throw new SocialImageError(`${pagePath}: its og:image ${image} is not a file of the built site`);
      continue;
    }
    const fullTitle = metaContent(html, 'og:title') ?? site.title;
    const suffix = ` | ${site.title}`;
    const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
    const section = metaContent(html, 'article:section') ?? '';
    const file = path.join(publicDir, decodeURI(image.slice(site.url.replace(/\/$/, '').length)));
    const known = wanted.get(file);
    if (known && (known.title !== title || known.section !== section)) {
      throw new SocialImageError(`${pagePath}: its image ${image} is also another page's, with other words; give each page its own`);
    }
    wanted.set(file, { file, title, section });
  }
  return wanted;
}

function cacheKey(text: CardText): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ design: CARD_DESIGN_VERSION, ...text }))
    .digest('hex')
    .slice(0, 24);
}

/** The site as its cards name it. */
export interface CardSite {
  url: string;
  title: string;
  version: string;
}

/** The words of a page's card: its title and section, the site's name and the footer line. */
export function cardText(site: CardSite, page: { title: string; section: string }): CardText {
  return { ...page, siteName: site.title, footer: `${new URL(site.url).host} · ${site.title} ${site.version}` };
}

/** Where the cache folder keeps the card of these words. */
function cachedCard(cacheDir: string, text: CardText): string {
  return path.join(cacheDir, `${cacheKey(text)}.png`);
}

/**
 * Draws each card the cache folder lacks, a few at once (satori lays one out on this thread
 * while sharp encodes others on its own threads), and says how many it drew. Each card is
 * written whole then renamed, so another process drawing the same card never leaves half a file.
 */
export async function drawMissingCards(texts: readonly CardText[], cacheDir: string): Promise<number> {
  await fs.mkdir(cacheDir, { recursive: true });
  const missing: CardText[] = [];
  for (const text of new Map(texts.map((t) => [cacheKey(t), t])).values()) {
    if (!(await exists(cachedCard(cacheDir, text)))) missing.push(text);
  }
  if (missing.length === 0) return 0;
  const renderer: Promise<CardRenderer> = createCardRenderer({
    markFile: path.resolve('static/img/logo.svg'),
    // Resolved from the site's package.json, wherever this module is loaded from.
    fontDir: path.dirname(createRequire(path.resolve('package.json')).resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
  });
  const queue = [...missing];
  const lanes = Array.from({ length: Math.min(DRAWING_LANES, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const file = cachedCard(cacheDir, next);
      const partial = `${file}.${process.pid}.tmp`;
      await fs.writeFile(partial, await (await renderer).render(next));
      await fs.rename(partial, file);
    }
  });
  await Promise.all(lanes);
  return missing.length;
}

export async function writeSocialImages(options: { publicDir: string; cacheDir: string; pagePaths: readonly string[]; site: CardSite }) {
  const { publicDir, cacheDir, site } = options;
  const wanted = [...(await wantedImages(publicDir, options.pagePaths, site)).values()];
  const texts = wanted.map(({ title, section }) => cardText(site, { title, section }));
  const drawn = await drawMissingCards(texts, cacheDir);
  const report = { images: wanted.length, drawn, fromCache: wanted.length - drawn, largestBytes: 0 };
  await Promise.all(
    wanted.map(async ({ file }, i) => {
      const cached = cachedCard(cacheDir, texts[i]);
      const { size } = await fs.stat(cached);
      report.largestBytes = Math.max(report.largestBytes, size);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(cached, file);
    }),
  );
  return report;
}
