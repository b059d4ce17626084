/** @jest-environment node */
/**
 * The build draws each page's social card ahead from the `seo` its page context carries
 * (src/node/publish/social/background.ts); the card a page needs is the one its head, written by
 * this component from the same `seo`, names. These tests hold the two together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Seo from '..';
import { siteConfig } from '../../../config/client';
import type { PageSeo } from '../../../shared/seo';
import { cardTextsOfPages } from '../../../node/publish/social/background';
import { cardText, drawMissingCards, wantedImages, writeSocialImages } from '../../../node/publish/social/write';

const site = { url: siteConfig.url, title: siteConfig.title, version: siteConfig.siteVersion };

/** A built page as Seo writes its head, from the `seo` its page context carries. */
function builtPage(dir: string, route: string, seo: PageSeo) {
  const head = renderToStaticMarkup(React.createElement(Seo, { ...seo, description: 'D', path: route }));
  const file = path.join(dir, route, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `<html><head>${head}</head></html>`);
}

describe('social images drawn ahead', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ahead-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const pages = [
    { path: '/docs/concepts/editor-state', context: { id: 'a', seo: { title: 'Editor state', section: 'Concepts' } } },
    { path: '/docs/api/modules/lexical', context: { id: 'b', seo: { title: 'lexical' } } },
    { path: '/blog/tags/hello', context: { seo: { title: '1 post tagged with "Hello" & more' } } },
    { path: '/gallery', context: {} },
  ];

  it("words each page's card as its head will name it, the section defaulting to the route's", () => {
    expect(cardTextsOfPages(site, pages).map((t) => [t.title, t.section])).toEqual([
      ['Editor state', 'Concepts'],
      ['lexical', 'API reference'],
      ['1 post tagged with "Hello" & more', 'Blog'],
    ]);
  });

  it('leaves the build nothing to draw for the pages whose context carries their words', async () => {
    for (const page of pages.slice(0, 3)) builtPage(dir, page.path, page.context.seo!);
    const cacheDir = path.join(dir, 'cache');
    const wanted = [
      ...(
        await wantedImages(
          dir,
          pages.map((p) => p.path),
          site,
        )
      ).values(),
    ];
    expect(wanted.map(({ title, section }) => cardText(site, { title, section }))).toEqual(cardTextsOfPages(site, pages));
    expect(await drawMissingCards(cardTextsOfPages(site, pages), cacheDir)).toBe(3);
    const routes = pages.slice(0, 3).map((p) => p.path);
    expect(await writeSocialImages({ publicDir: dir, cacheDir, pagePaths: routes, site })).toMatchObject({
      images: 3,
      drawn: 0,
      fromCache: 3,
    });
  });
});
