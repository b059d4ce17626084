/** @jest-environment node */
import path from 'node:path';
import sharp from 'sharp';
import { createCardRenderer, titleLayout } from '../card';

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
    for (const png of [first, second]) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      expect(png.length).toBeLessThan(60 * 1024);
    }
    expect(first.equals(second)).toBe(false);
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
