/** @jest-environment node */
import path from 'node:path';
import sharp from 'sharp';
import { createCardRenderer, overlay, titleLayout } from '../card';

const root = path.resolve(__dirname, '../../../../..');

describe('social cards', () => {
  it('draws a 1200×630 PNG under 60 KB, different for another title', async () => {
    const renderer = await createCardRenderer({
      markFile: path.join(root, 'static/img/logo.svg'),
      fontDir: path.join(root, 'node_modules/@fontsource/inter/files'),
    });
    const text = { title: 'Editor state', section: 'Concepts', siteName: 'Lexical', footer: 'lexical.dev · Lexical 0.35.0' };
    const first = await renderer.render(text);
    const second = await renderer.render({ ...text, title: 'Selection' });
    // The longest title a card draws: three lines, cut with an ellipsis.
    const longest = await renderer.render({
      ...text,
      title: 'A title that keeps going well past what three lines of the card can hold, and then on',
    });
    for (const png of [first, second, longest]) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      expect(png.length).toBeLessThan(60 * 1024);
    }
    expect(first.equals(second)).toBe(false);
  });

  it('draws the words where a whole card has them, over the shared layer', async () => {
    const renderer = await createCardRenderer({
      markFile: path.join(root, 'static/img/logo.svg'),
      fontDir: path.join(root, 'node_modules/@fontsource/inter/files'),
    });
    const png = await renderer.render({
      title: 'Editor state',
      section: 'Concepts',
      siteName: 'Lexical',
      footer: 'lexical.dev · Lexical 0.35.0',
    });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const brightRows = new Set<number>();
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 80; x < 1120; x += 1) {
        const i = (y * info.width + x) * info.channels;
        if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200) brightRows.add(y);
      }
    }
    // White text in the header (the site's name), the title in the middle, none in the footer's band below.
    const rows = [...brightRows];
    expect(rows.some((y) => y >= 64 && y < 136)).toBe(true);
    expect(rows.some((y) => y > 250 && y < 450)).toBe(true);
    expect(rows.some((y) => y >= 540)).toBe(false);
  });

  it('lays words over the ground by their coverage', () => {
    const ground = Buffer.from([10, 20, 30, 10, 20, 30, 10, 20, 30]);
    // Three white pixels of the words layer: uncovered, covered, half covered.
    const out = overlay(ground, Buffer.from([255, 255, 255, 0, 255, 255, 255, 255, 255, 255, 255, 128]));
    expect([...out.subarray(0, 3)]).toEqual([10, 20, 30]);
    expect([...out.subarray(3, 6)]).toEqual([255, 255, 255]);
    // About half way between the ground and white (coverage rounds to one of 16 levels).
    expect(out[6]).toBeGreaterThan(120);
    expect(out[6]).toBeLessThan(150);
  });

  it('blends each channel to the nearest whole value, as Math.round would', () => {
    const pixels = 4096;
    const ground = Buffer.alloc(pixels * 3);
    const words = Buffer.alloc(pixels * 4);
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
    for (let i = 0; i < ground.length; i += 1) ground[i] = next();
    for (let i = 0; i < words.length; i += 1) words[i] = next();
    const out = overlay(ground, words);
    const step = 255 / 15;
    for (let pixel = 0; pixel < pixels; pixel += 1) {
      const alpha = Math.round(Math.round(words[pixel * 4 + 3] / step) * step);
      for (let channel = 0; channel < 3; channel += 1) {
        const under = ground[pixel * 3 + channel];
        const expected = alpha === 0 ? under : Math.round((words[pixel * 4 + channel] * alpha + under * (255 - alpha)) / 255);
        expect(out[pixel * 3 + channel]).toBe(expected);
      }
    }
  });

  it('shrinks long titles and cuts the longest with an ellipsis', () => {
    expect(titleLayout('Nodes').fontSize).toBeGreaterThan(titleLayout('A title long enough to need a second line on the card').fontSize);
    // One long API name shrinks until it fits a line, rather than breaking in the middle.
    const name = titleLayout('@lexical/react/LexicalSelectionAlwaysOnDisplay');
    expect(name.fontSize * 0.6 * 'LexicalSelectionAlwaysOnDisplay'.length).toBeLessThanOrEqual(1040);
    const long = titleLayout('x'.repeat(200)).text;
    expect(long.length).toBe(90);
    expect(long.endsWith('…')).toBe(true);
  });
});
