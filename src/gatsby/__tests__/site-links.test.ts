/**
 * What Gatsby's Link did per link, done once for the page's plain anchors through Gatsby's public
 * `prefetchPathname` and `navigate`: prefetch in view and on hover (with a guide's static body),
 * and a link to the page shown replaces its history entry.
 */
import { navigate, prefetchPathname } from 'gatsby';
import { watchSiteLinks } from '../site-links';

jest.mock('gatsby', () => ({ navigate: jest.fn(), prefetchPathname: jest.fn(), withPrefix: (path: string) => path }));
const prefetchBody = jest.fn();
jest.mock('../../components/MdxBody/bodies', () => ({ prefetchBody: (route: string) => prefetchBody(route) }));

type Observed = { callback: IntersectionObserverCallback; targets: Set<Element> };
const observers: Observed[] = [];

class FakeObserver {
  private readonly state: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.state = { callback, targets: new Set() };
    observers.push(this.state);
  }
  observe(target: Element) {
    this.state.targets.add(target);
  }
  unobserve(target: Element) {
    this.state.targets.delete(target);
  }
  disconnect() {
    this.state.targets.clear();
  }
}

function showAll() {
  for (const o of observers) {
    const entries = [...o.targets].map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    o.callback(entries, o as unknown as IntersectionObserver);
  }
}

const w = window as unknown as { requestIdleCallback?: (run: () => void) => number };
const prefetched = () => (prefetchPathname as jest.Mock).mock.calls.map(([path]) => path as string);

beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  w.requestIdleCallback = (run) => {
    run();
    return 0;
  };
  window.history.replaceState(null, '', '/docs/intro');
});

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = `
    <nav><a data-prefetch href="/docs/intro">Intro</a><a data-prefetch href="/docs/nodes?x=1">Nodes</a><a data-prefetch href="/docs/faq">FAQ</a></nav>
    <a href="/img/logo.svg">A file</a>`;
});

describe('site links', () => {
  it('prefetch the page of each link in view once, never the page shown or an unmarked link', () => {
    watchSiteLinks();
    showAll();
    expect(prefetched()).toEqual(['/docs/nodes?x=1', '/docs/faq']);
    showAll();
    expect(prefetchPathname).toHaveBeenCalledTimes(2);
  });

  it('watch the links of the next page too', () => {
    watchSiteLinks();
    document.body.insertAdjacentHTML('beforeend', '<a data-prefetch href="/docs/concepts">Concepts</a>');
    watchSiteLinks();
    showAll();
    expect(prefetched()).toContain('/docs/concepts');
  });

  it('prefetch a hovered link’s page and ask for its static body ahead of the click, once a listener', () => {
    watchSiteLinks();
    watchSiteLinks();
    for (const selector of ['a[href="/docs/faq"]', 'a[href^="/docs/nodes"]', 'a[href="/img/logo.svg"]']) {
      document.querySelector(selector)!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    expect(prefetched()).toEqual(['/docs/faq', '/docs/nodes?x=1']);
    // A link with a query: its page data is Gatsby's under another address, so its body waits for the click.
    expect(prefetchBody.mock.calls).toEqual([['/docs/faq']]);
  });

  it('follow a click inside the app: the page shown replaces its entry, another page is fetched with its body', () => {
    watchSiteLinks();
    const click = (selector: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      document.querySelector(selector)!.dispatchEvent(event);
      return event;
    };
    expect(click('a[href="/docs/intro"]').defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/docs/intro', { replace: true });
    click('a[href^="/docs/nodes"]');
    expect(navigate).toHaveBeenLastCalledWith('/docs/nodes?x=1');
    expect(prefetchBody.mock.calls).toEqual([['/docs/nodes']]);
    // Files, other sites, modified clicks and clicks another listener took are the browser's.
    expect(click('a[href="/img/logo.svg"]').defaultPrevented).toBe(false);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="out" href="https://example.com/x">Out</a><a id="blank" target="_blank" href="/docs/faq">New tab</a>',
    );
    expect(click('#out').defaultPrevented).toBe(false);
    expect(click('#blank').defaultPrevented).toBe(false);
    expect(click('a[href^="/docs/nodes"]', { ctrlKey: true }).defaultPrevented).toBe(false);
    const taken = (event: Event) => event.preventDefault();
    document.addEventListener('click', taken);
    click('a[href^="/docs/nodes"]');
    document.removeEventListener('click', taken);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
