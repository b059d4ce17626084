/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SocialImageError, wantedImages, writeSocialImages } from '../write';

const site = { url: 'https://lexical.dev', title: 'Lexical', version: '0.35.0' };

function page(dir: string, route: string, title: string, section: string, image = `https://lexical.dev/og${route}.png`) {
  const file = path.join(dir, route, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `<html><head><meta property="og:title" content="${title} | Lexical"/><meta property="og:image" content="${image}"/><meta property="article:section" content="${section}"/></head></html>`,
  );
}

describe('social images', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads what each page asks for from its head', async () => {
    page(dir, '/docs/a', 'Tom &amp; Jerry', 'Concepts');
    const wanted = await wantedImages(dir, ['/docs/a', '/missing'], site);
    expect([...wanted.values()]).toEqual([{ file: path.join(dir, 'og/docs/a.png'), title: 'Tom & Jerry', section: 'Concepts' }]);
  });

  it('fails on a page whose image is neither drawn here nor a file of the site', async () => {
    page(dir, '/docs/b', 'B', 'Docs', 'https://lexical.dev/img/none.png');
    await expect(wantedImages(dir, ['/docs/b'], site)).rejects.toThrow(
      new SocialImageError('/docs/b: its og:image https://lexical.dev/img/none.png is not a file of the built site'),
    );
  });

  it('draws each title and section once, then takes it from the cache', async () => {
    page(dir, '/docs/a', 'Editor state', 'Concepts');
    page(dir, '/docs/b', 'Selection', 'Concepts');
    const cacheDir = path.join(dir, 'cache');
    const options = { publicDir: dir, cacheDir, pagePaths: ['/docs/a', '/docs/b'], site };
    expect(await writeSocialImages(options)).toMatchObject({ images: 2, drawn: 2, fromCache: 0 });
    fs.rmSync(path.join(dir, 'og'), { recursive: true });
    expect(await writeSocialImages(options)).toMatchObject({ images: 2, drawn: 0, fromCache: 2 });
    expect(fs.existsSync(path.join(dir, 'og/docs/a.png'))).toBe(true);
  });
});
