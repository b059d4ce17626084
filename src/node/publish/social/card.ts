/**
 * The social image of a page (what a link shared in chat or on a social network shows):
 * 1200×630, the site's mark and name, the page's section and title, in the site's colours.
 * satori lays the card out and turns its text into vector paths with Inter, read from the
 * @fontsource/inter package (no font is fetched); sharp renders that SVG to a PNG with a
 * palette, which keeps each card far under the 60 KB that sharing services handle well.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../../shared/seo';

/** Changes with the design, so cards cached by an older design are drawn again. */
export const CARD_DESIGN_VERSION = 2;

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

function card(text: CardText, markDataUri: string): Element {
  const title = titleLayout(text.title);
  return el(
    'div',
    {
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundImage: `linear-gradient(135deg, ${COLOURS.background} 0%, ${COLOURS.backgroundEnd} 100%)`,
      color: COLOURS.text,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', margin: `${MARGIN.top}px ${MARGIN.side}px 0` }, [
        el('img', { width: 72, height: 72 }, undefined, { src: markDataUri, width: 72, height: 72 }),
        el('div', { marginLeft: 24, fontSize: 44, fontWeight: 700 }, text.siteName),
      ]),
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
        [
          el('div', { fontSize: 32, fontWeight: 600, color: COLOURS.accent, marginBottom: 20 }, text.section),
          el(
            'div',
            { fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.12, width: CONTENT_WIDTH, wordBreak: 'break-word' },
            title.text,
          ),
        ],
      ),
      el('div', { fontSize: 28, fontWeight: 400, color: COLOURS.muted, margin: `0 ${MARGIN.side}px 36px` }, text.footer),
      el('div', { height: 14, width: SOCIAL_IMAGE_WIDTH, backgroundColor: COLOURS.primary }),
    ],
  );
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
  const font = (weight: number) => fs.readFile(path.join(options.fontDir, `inter-latin-${weight}-normal.woff`));
  const [regular, semibold, bold, mark] = await Promise.all([font(400), font(600), font(700), fs.readFile(options.markFile)]);
  const fonts = [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: semibold, weight: 600 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
  ];
  const markDataUri = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  return {
    async render(text) {
      const svg = await satori(card(text, markDataUri) as never, { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, fonts });
      // No dithering: it turns the smooth background into noise that costs more bytes than the text.
      // Effort 1 and zlib level 6: measured on a card, the bytes of effort 4 (14,891 against 14,889)
      // with the palette PNG in 22 ms against 47 (rasterizing the SVG takes another 60 ms).
      return sharp(Buffer.from(svg)).png({ palette: true, colours: 64, dither: 0, compressionLevel: 6, effort: 1 }).toBuffer();
    },
  };
}
