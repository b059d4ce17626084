/**
 * The social image of a page (what a link shared in chat or on a social network shows):
 * 1200×630, the site's mark and name, the page's section and title, in the site's colours.
 * satori lays the card out and turns its text into vector paths with Inter, read from the
 * @fontsource/inter package (no font is fetched); sharp renders the SVG and writes the PNG.
 *
 * A card is two layers: what every card shares (the background, the mark, the site's name, the
 * footer and the bar), drawn once per renderer, and the page's section and title, drawn on a
 * transparent layer of the same layout and laid over a copy of the first. The background runs
 * from top to bottom, so each row is one colour and a plain RGB PNG stays small (a diagonal
 * one needed a palette PNG, whose colour quantization took half of each card's time).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../../shared/seo';

/** Changes with the design, so cards cached by an older design are drawn again. */
export const CARD_DESIGN_VERSION = 3;

/** The colours of the site (src/styles/tokens.css): its dark background and its blues. */
const COLOURS = {
  background: '#0b1020',
  backgroundEnd: '#15224d',
  primary: '#1d4ed8',
  accent: '#93b4ff',
  text: '#ffffff',
  muted: '#b4b7bd',
};

const TITLE_MAX_CHARS = 90;
const MARGIN = { top: 64, side: 80 };
const CONTENT_WIDTH = SOCIAL_IMAGE_WIDTH - 2 * MARGIN.side;

export interface CardText {
  title: string;
  section: string;
  /** The site's name, drawn beside the mark. */
  siteName: string;
  /** What the card says at its foot: the site's address and version. */
  footer: string;
}

interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Element => ({
  type,
  props: { ...props, style, children },
});

/** Inter Bold's glyphs average about this share of the font size in width (measured). */
const AVERAGE_GLYPH_WIDTH = 0.6;
const MIN_TITLE_SIZE = 40;

/**
 * Long titles get a smaller size and, past three lines' worth, an ellipsis. A long API name
 * (`LexicalSelectionAlwaysOnDisplay`) is one word: the size shrinks until it fits a line,
 * so it is never cut in the middle.
 */
export function titleLayout(title: string): { text: string; fontSize: number } {
  const text = title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_MAX_CHARS - 1).trimEnd()}…` : title;
  const byLength = text.length <= 28 ? 84 : text.length <= 56 ? 70 : 56;
  const longestWord = Math.max(...text.split(/[\s/]+/).map((word) => word.length));
  const byWord = Math.floor(CONTENT_WIDTH / (longestWord * AVERAGE_GLYPH_WIDTH));
  return { text, fontSize: Math.max(MIN_TITLE_SIZE, Math.min(byLength, byWord)) };
}

/** The header's height: the mark's, which is taller than the site's name beside it. */
const HEADER_HEIGHT = 72;
/** The footer line's height (28 px Inter at its normal line height), fixed so both layers agree. */
const FOOTER_HEIGHT = 34;

/**
 * One layer of a card: `shared` draws everything but the page's words, `words` only those, on a
 * transparent ground. Both have the same boxes, so the words land where a whole card has them.
 */
function cardLayer(layer: 'shared' | 'words', text: CardText, markDataUri: string): Element {
  const shared = layer === 'shared';
  const title = titleLayout(text.title);
  return el(
    'div',
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      ...(shared ? { backgroundImage: `linear-gradient(180deg, ${COLOURS.background} 0%, ${COLOURS.backgroundEnd} 100%)` } : {}),
      color: COLOURS.text,
      fontFamily: 'Inter',
    },
    [
      el(
        'div',
        { display: 'flex', alignItems: 'center', height: HEADER_HEIGHT, margin: `${MARGIN.top}px ${MARGIN.side}px 0` },
        shared
          ? [
              el('img', { width: 72, height: 72 }, undefined, { src: markDataUri, width: 72, height: 72 }),
              el('div', { marginLeft: 24, fontSize: 44, fontWeight: 700 }, text.siteName),
            ]
          : [],
      ),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          width: CONTENT_WIDTH,
          margin: `0 ${MARGIN.side}px`,
        },
        shared
          ? []
          : [
              el('div', { fontSize: 32, fontWeight: 600, color: COLOURS.accent, marginBottom: 20 }, text.section),
              el(
                'div',
                { fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.12, width: CONTENT_WIDTH, wordBreak: 'break-word' },
                title.text,
              ),
            ],
      ),
      el(
        'div',
        { display: 'flex', height: FOOTER_HEIGHT, fontSize: 28, fontWeight: 400, color: COLOURS.muted, margin: `0 ${MARGIN.side}px 36px` },
        shared ? text.footer : [],
      ),
      el('div', { height: 14, width: SOCIAL_IMAGE_WIDTH, ...(shared ? { backgroundColor: COLOURS.primary } : {}) }),
    ],
  );
}

/**
 * The words' edges keep 16 levels of coverage, as many as a 64-colour palette gave the earlier
 * cards: the edges look the same, and the three-line titles' PNGs stay near 36 KB instead of 50.
 */
const COVERAGE_LEVELS = 16;
const COVERAGE = Uint8Array.from({ length: 256 }, (_, alpha) => {
  const step = 255 / (COVERAGE_LEVELS - 1);
  return Math.round(Math.round(alpha / step) * step);
});

/**
 * Lays the RGBA words over a copy of the opaque RGB ground (straight alpha, as sharp gives a
 * rendered SVG). sharp's own composite does the same in about 30 ms a card, converting both
 * images to premultiplied floating point; most of the words layer is transparent, so this loop
 * touches only the pixels of the letters. Each channel is the rounded blend
 * `Math.round(n / 255)`, computed as `((n + 127) / 255) | 0` (the same for every whole n, since
 * n / 255 never ends in exactly .5), which took half the time.
 */
export function overlay(ground: Buffer, words: Buffer): Buffer {
  const out = Buffer.from(ground);
  const pixels = words.length >> 2;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const i = pixel << 2;
    const alpha = COVERAGE[words[i + 3]];
    if (alpha === 0) continue;
    const o = pixel * 3;
    const rest = 255 - alpha;
    out[o] = ((words[i] * alpha + ground[o] * rest + 127) / 255) | 0;
    out[o + 1] = ((words[i + 1] * alpha + ground[o + 1] * rest + 127) / 255) | 0;
    out[o + 2] = ((words[i + 2] * alpha + ground[o + 2] * rest + 127) / 255) | 0;
  }
  return out;
}

export interface CardRenderer {
  render(text: CardText): Promise<Buffer>;
}

/** Loads satori, sharp, the fonts and the mark once; `render` then draws one card. */
export async function createCardRenderer(options: { markFile: string; fontDir: string }): Promise<CardRenderer> {
  // sharp is CommonJS (its module is the function): depending on the interop of the transform
  // that compiled this import, it arrives with or without a `default`.
  const [{ default: satori }, sharpModule] = await Promise.all([import('satori'), import('sharp')]);
  const sharp =
    (sharpModule as unknown as { default?: typeof sharpModule.default }).default ?? (sharpModule as unknown as typeof sharpModule.default);
  const weights = [400, 600, 700] as const;
  const [mark, ...files] = await Promise.all([
    fs.readFile(options.markFile),
    ...weights.map((weight) => fs.readFile(path.join(options.fontDir, `inter-latin-${weight}-normal.woff`))),
  ]);
  const fonts = weights.map((weight, i) => ({ name: 'Inter', data: files[i], weight, style: 'normal' as const }));
  const markDataUri = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  const size = { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT };
  const draw = (layer: 'shared' | 'words', text: CardText) => satori(cardLayer(layer, text, markDataUri) as never, { ...size, fonts });
  /** The shared layer depends only on the site's name and footer, the same on every card of a build. */
  const grounds = new Map<string, Promise<Buffer>>();
  const ground = (text: CardText) => {
    const key = JSON.stringify([text.siteName, text.footer]);
    let drawn = grounds.get(key);
    if (!drawn) {
      drawn = draw('shared', text).then((svg) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer());
      grounds.set(key, drawn);
    }
    return drawn;
  };
  return {
    async render(text) {
      const [shared, words] = await Promise.all([
        ground(text),
        draw('words', text).then((svg) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()),
      ]);
      // An RGB PNG without filters (see the header): a three-line title took 13 ms and 36 KB, a palette PNG 58 ms and 15 KB.
      return sharp(overlay(shared, words), { raw: { ...size, channels: 3 } })
        .png({ compressionLevel: 6 })
        .toBuffer();
    },
  };
}
