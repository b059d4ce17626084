/**
 * @jest-environment node
 */
import { buildRobotsTxt, buildSitemap, isErrorPage, isNoindexHtml } from '../sitemap';

describe('sitemap', () => {
  it('lists absolute URLs, sorted and without duplicates', () => {
    const xml = buildSitemap('https://lexical.dev', ['/docs/intro', '/', '/docs/intro']);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual(['<loc>https://lexical.dev/</loc>', '<loc>https://lexical.dev/docs/intro</loc>']);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('knows error pages and noindex pages', () => {
    expect(['/404', '/404.html', '/dev-404-page/', '/docs/intro'].map(isErrorPage)).toEqual([true, true, true, false]);
    expect(isNoindexHtml('<head><meta name="robots" content="noindex, nofollow" data-gatsby-head="true"/></head>')).toBe(true);
    expect(isNoindexHtml('<head><meta name="description" content="noindex is a word"/></head>')).toBe(false);
  });

  it('points robots.txt to the sitemap', () => {
    expect(buildRobotsTxt('https://lexical.dev')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://lexical.dev/sitemap.xml\n');
  });
});
