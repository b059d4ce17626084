/** @jest-environment node */
import { redirectHtmlAliases, routeOfHtmlPath } from '../html-aliases';

describe('.html aliases in develop', () => {
  it('names the page an .html path stands for', () => {
    expect(routeOfHtmlPath('/docs/intro.html')).toBe('/docs/intro');
    expect(routeOfHtmlPath('/docs/intro/index.html')).toBe('/docs/intro');
    expect(routeOfHtmlPath('/index.html')).toBe('/');
  });

  it('redirects the alias of a page with its query, and passes any other .html path on', () => {
    let handler: ((request: object, response: object, next: () => void) => void) | undefined;
    const app = { get: (_route: RegExp, h: typeof handler) => (handler = h) };
    const getNodesByType = () => [{ path: '/docs/intro/' }, { path: '/' }];
    redirectHtmlAliases({ app, getNodesByType } as never);
    const redirect = jest.fn();
    const next = jest.fn();
    handler!({ path: '/docs/intro.html', originalUrl: '/docs/intro.html?x=1' }, { redirect }, next);
    expect(redirect).toHaveBeenCalledWith(301, '/docs/intro?x=1');
    handler!({ path: '/docs/gone.html', originalUrl: '/docs/gone.html' }, { redirect }, next);
    expect(next).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
