/**
 * Draws the social image every built page names. Each page's <head> (components/Seo) already
 * says where its image lives (`og:image`, under /og/), its title and its section; this step
 * reads them from the built HTML, so the image drawn is exactly the one the page announces,
 * and a page whose image cannot be drawn fails the build. Cards are kept in Gatsby's cache
 * folder by title, section and design, so a warm build draws only what changed.
 */
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOCIAL_IMAGE_DIR } from '../../../shared/seo';
import { metaContent } from '../html';
import { CARD_DESIGN_VERSION, createCardRenderer, type CardRenderer, type CardText } from './card';

export interface SocialImageReport {
  images: number;
  drawn: number;
  fromCache: number;
  largestBytes: number;
}

interface Wanted {
  file: string;
  title: string;
  section: string;
}

/** Cards drawn at once. */
const DRAWING_LANES = 4;

export class SocialImageError extends Error {}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function htmlFileOf(publicDir: string, pagePath: string): string {
  if (pagePath === '/') return path.join(publicDir, 'index.html');
  if (pagePath.endsWith('.html')) return path.join(publicDir, pagePath);
  return path.join(publicDir, pagePath, 'index.html');
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

export async function writeSocialImages(options: {
  publicDir: string;
  cacheDir: string;
  pagePaths: readonly string[];
  site: { url: string; title: string; version: string };
}): Promise<SocialImageReport> {
  const { publicDir, cacheDir, site } = options;
  const wanted = await wantedImages(publicDir, options.pagePaths, site);
  await fs.mkdir(cacheDir, { recursive: true });
  const host = new URL(site.url).host;
  let renderer: Promise<CardRenderer> | null = null;
  const report: SocialImageReport = { images: wanted.size, drawn: 0, fromCache: 0, largestBytes: 0 };
  const draw = async ({ file, title, section }: Wanted): Promise<void> => {
    const text: CardText = { title, section, siteName: site.title, footer: `${host} · ${site.title} ${site.version}` };
    const cached = path.join(cacheDir, `${cacheKey(text)}.png`);
    let png: Buffer;
    try {
      png = await fs.readFile(cached);
      report.fromCache += 1;
    } catch {
      renderer ??= createCardRenderer({
        markFile: path.resolve('static/img/logo.svg'),
        // Resolved from the site's package.json, wherever this module is loaded from.
        fontDir: path.dirname(createRequire(path.resolve('package.json')).resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
      });
      png = await (await renderer).render(text);
      await fs.writeFile(cached, png);
      report.drawn += 1;
    }
    report.largestBytes = Math.max(report.largestBytes, png.length);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, png);
  };
  // A few cards in flight at once: satori lays one out on this thread while sharp encodes
  // others on its own threads.
  const queue = [...wanted.values()];
  const lanes = Array.from({ length: Math.min(DRAWING_LANES, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await draw(next);
  });
  await Promise.all(lanes);
  return report;
}
