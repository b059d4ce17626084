/**
 * The bodies the browser shows after a client-side navigation: each is its own file beside the
 * page's data, asked for on hover only once the page data (read from the cache Gatsby's
 * prefetch filled) names a body, and fetched once however often it is asked for.
 */
import { cachedBody, fetchBody, pageDataPrefetched, prefetchBody } from '../bodies';

jest.mock('gatsby', () => ({ withPrefix: (path: string) => `/prefix${path}` }));

const PAGE_DATA: Record<string, unknown> = {
  '/prefix/page-data/docs/intro/page-data.json': { result: { pageContext: { id: 'a', body: 'docs/intro.mdx' } } },
  '/prefix/page-data/docs/api/page-data.json': { result: { pageContext: { id: 'b' } } },
};

const requests: { url: string; cache?: RequestCache }[] = [];

beforeEach(() => {
  requests.length = 0;
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    requests.push({ url, cache: init?.cache });
    if (url.endsWith('/body.html')) {
      const ok = url.includes('/docs/');
      return Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(`<p>${url}</p>`) });
    }
    const data = PAGE_DATA[url];
    return Promise.resolve({ ok: data !== undefined, status: data ? 200 : 404, json: () => Promise.resolve(data) });
  }) as unknown as typeof fetch;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('static bodies', () => {
  it('fetch a body from its own file under the path prefix, once, and keep it', async () => {
    const [a, b] = await Promise.all([fetchBody('/docs/nodes/'), fetchBody('/docs/nodes')]);
    expect(a).toBe('<p>/prefix/page-data/docs/nodes/body.html</p>');
    expect(b).toBe(a);
    expect(await fetchBody('/docs/nodes#x')).toBe(a);
    expect(requests.map((r) => r.url)).toEqual(['/prefix/page-data/docs/nodes/body.html']);
    expect(cachedBody('/docs/nodes')).toBe(a);
  });

  it('reject with the route and the status when the file is missing', async () => {
    await expect(fetchBody('/gallery')).rejects.toThrow('The body of the page /gallery could not be loaded (HTTP 404).');
    expect(cachedBody('/gallery')).toBeUndefined();
  });

  it('on hover, wait for Gatsby to have the page data, read it from the cache, and fetch the body it names', async () => {
    prefetchBody('/docs/intro');
    await settle();
    expect(requests).toEqual([]);
    pageDataPrefetched('/docs/intro/');
    await settle();
    await settle();
    expect(requests).toEqual([
      { url: '/prefix/page-data/docs/intro/page-data.json', cache: 'force-cache' },
      { url: '/prefix/page-data/docs/intro/body.html', cache: undefined },
    ]);
    expect(cachedBody('/docs/intro')).toContain('intro/body.html');
    // Kept: a second hover asks for nothing.
    prefetchBody('/docs/intro');
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('fetch no body for a page whose data names none, nor for a page never hovered', async () => {
    pageDataPrefetched('/docs/packages');
    pageDataPrefetched('/docs/api');
    prefetchBody('/docs/api');
    await settle();
    await settle();
    expect(requests).toEqual([{ url: '/prefix/page-data/docs/api/page-data.json', cache: 'force-cache' }]);
  });
});
