/**
 * What Gatsby's Link did per link, done once for the page's plain anchors: prefetch in view and
 * on hover, and a link to the page shown replaces its history entry.
 */
import type { GatsbyNavigate } from '../private-gatsby';
import { watchSiteLinks } from '../site-links';

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

const loader = { loadPage: jest.fn(), enqueue: jest.fn(), hovering: jest.fn() };
const navigate = jest.fn<unknown, Parameters<GatsbyNavigate>>();
const w = window as unknown as {
  ___loader?: typeof loader;
  ___navigate?: GatsbyNavigate;
  requestIdleCallback?: (run: () => void) => number;
};

beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  w.requestIdleCallback = (run) => {
    run();
    return 0;
  };
  w.___loader = loader;
  w.___navigate = navigate;
  window.history.replaceState(null, '', '/docs/intro');
});

beforeEach(() => {
  jest.clearAllMocks();
  document.body.innerHTML = `
    <nav><a data-prefetch href="/docs/intro">Intro</a><a data-prefetch href="/docs/nodes?x=1">Nodes</a></nav>
    <a href="/img/logo.svg">A file</a>`;
});

describe('site links', () => {
  it('queue the page of each link in view once, never the page shown or an unmarked link', () => {
    watchSiteLinks();
    showAll();
    expect(loader.enqueue.mock.calls).toEqual([['/docs/nodes?x=1']]);
    showAll();
    expect(loader.enqueue).toHaveBeenCalledTimes(1);
  });

  it('watch the links of the next page too', () => {
    watchSiteLinks();
    document.body.insertAdjacentHTML('beforeend', '<a data-prefetch href="/docs/faq">FAQ</a>');
    watchSiteLinks();
    showAll();
    expect(loader.enqueue.mock.calls.map(([path]) => path)).toContain('/docs/faq');
  });

  it('load a hovered link’s page ahead of the click, once a listener', () => {
    watchSiteLinks();
    watchSiteLinks();
    document.querySelector('a[href^="/docs/nodes"]')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.querySelector('a[href="/img/logo.svg"]')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(loader.hovering.mock.calls).toEqual([['/docs/nodes?x=1']]);
  });

  it('replace the history entry when a link leads to the page shown, as Gatsby’s Link decides', () => {
    watchSiteLinks();
    w.___navigate!('/docs/intro');
    w.___navigate!('/docs/nodes');
    w.___navigate!('/docs/intro', { replace: false });
    expect(navigate.mock.calls).toEqual([
      ['/docs/intro', { replace: true }],
      ['/docs/nodes', undefined],
      ['/docs/intro', { replace: false }],
    ]);
  });
});
