import { collapseDuration } from '../../components/Collapsible';
import { allowedParentOrigin, postToParent, reportPage } from '../../embed/bridge';
import { headScript } from '../head-script';
import { findInternalDocs } from '../../embed/internal-docs';
import { readableColor, contrast } from '../prism-css';
import { onlyQueryChanged } from '../scroll';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('scroll on navigation', () => {
  it('keeps the position only when the query string alone changed', () => {
    expect(onlyQueryChanged(at('/search', '?q=a'), at('/search', '?q=ab'))).toBe(true);
    expect(onlyQueryChanged(at('/docs/a'), at('/docs/b'))).toBe(false);
    expect(onlyQueryChanged(at('/docs/a', '', '#x'), at('/docs/a', '?q=1', '#y'))).toBe(false);
    expect(onlyQueryChanged(undefined, at('/docs/a'))).toBe(false);
  });
});

describe('collapse animation', () => {
  it('takes longer for taller content, within bounds, and 1 ms with reduced motion', () => {
    expect(collapseDuration(0, false)).toBe(150);
    expect(collapseDuration(400, false)).toBeGreaterThan(collapseDuration(100, false));
    expect(collapseDuration(100000, false)).toBe(500);
    expect(collapseDuration(400, true)).toBe(1);
  });
});

describe('head script', () => {
  const run = (search: string, pathname = '/docs/intro') => {
    window.history.replaceState(null, '', `${pathname}${search}`);
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    document.documentElement.removeAttribute('data-embedded');
    new Function(headScript())();
    return document.documentElement;
  };
  afterEach(() => localStorage.clear());

  it("paints the system's mode while nothing is stored, then the stored choice", () => {
    for (const systemDark of [false, true]) {
      window.matchMedia = ((query: string) => ({
        matches: systemDark && query === '(prefers-color-scheme: dark)',
      })) as typeof window.matchMedia;
      expect(run('').dataset).toMatchObject({ theme: systemDark ? 'dark' : 'light', themeChoice: 'system' });
      localStorage.setItem('theme', 'light');
      expect(run('').dataset).toMatchObject({ theme: 'light', themeChoice: 'light' });
      localStorage.clear();
    }
  });

  it('lets _sdoc_theme force a mode and hideNavigation mark the page embedded', () => {
    localStorage.setItem('theme', 'dark');
    const html = run('?_sdoc_theme=light&hideNavigation=true');
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.embedded).toBe('true');
  });

  it.each([
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/index.html', '/'],
    ['/docs/intro', '/docs/intro'],
  ])('tidies the address %s to %s before the router reads it, keeping query and hash', (from, to) => {
    run('?q=x#part', from);
    expect(window.location.pathname).toBe(to);
    expect(window.location.search).toBe('?q=x');
    expect(window.location.hash).toBe('#part');
  });

  it('hides the announcement dismissed under its current id only', () => {
    localStorage.setItem('docs-announcement-dismissed-id', 'lexical-0-35');
    expect(run('').dataset.announcementDismissed).toBe('true');
    localStorage.setItem('docs-announcement-dismissed-id', 'an-older-one');
    expect(run('').dataset.announcementDismissed).toBeUndefined();
  });
});

describe('internal docs check', () => {
  const config = {
    pingUrl: 'https://internal.example/ping',
    checkUrl: 'https://internal.example/check',
    redirectUrl: 'https://internal.example/docs',
  };

  it('is off without configuration', async () => {
    const fetcher = jest.fn();
    expect(await findInternalDocs(null, '/docs/intro', fetcher)).toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('offers the internal page when the ping and the check succeed', async () => {
    const fetcher = jest.fn().mockResolvedValue({ ok: true, type: 'basic' });
    expect(await findInternalDocs(config, '/docs/intro', fetcher)).toBe('https://internal.example/docs/docs/intro');
    expect(fetcher.mock.calls[1][1]).toMatchObject({ credentials: 'include' });
  });

  it('ignores failures, time-outs included', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('aborted'));
    expect(await findInternalDocs(config, '/docs/intro', failing)).toBeNull();
  });
});

describe('embedded bridge', () => {
  const framedBy = (origin: string | null, postMessage: jest.Mock) =>
    ({
      self: {},
      top: {},
      parent: { postMessage },
      location: { origin: 'https://lexical.example', pathname: '/docs/intro', ancestorOrigins: origin ? [origin] : [] },
      document: { referrer: '' },
    }) as unknown as Window;

  it('posts to its own origin when the configuration allows "self", and only to that origin', () => {
    const postMessage = jest.fn();
    postToParent('spec-info', { path: '/docs/intro' }, framedBy('https://lexical.example', postMessage));
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'lexical-docs', topic: 'spec-info', payload: { path: '/docs/intro' } },
      'https://lexical.example',
    );
  });

  it('posts nothing to a parent of another origin, nor outside a frame', () => {
    const postMessage = jest.fn();
    postToParent('spec-info', {}, framedBy('https://evil.example', postMessage));
    postToParent('spec-info', {}, framedBy(null, postMessage));
    const alone = { parent: { postMessage } } as unknown as Window;
    Object.assign(alone, { self: alone, top: alone });
    postToParent('spec-info', {}, alone);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("reports each page's own title after client-side navigation, never the empty one between two", async () => {
    const postMessage = jest.fn();
    const location = {
      origin: 'https://lexical.example',
      pathname: '/docs/concepts/editor-state',
      ancestorOrigins: ['https://lexical.example'],
    };
    const win = { self: {}, top: {}, parent: { postMessage }, location, document, setTimeout, clearTimeout } as unknown as Window;
    const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));
    // What Gatsby's Head does on navigation: the old title goes, then the new one comes.
    const replaceTitle = async (title: string) => {
      document.head.querySelector('title')?.remove();
      await mutationsDelivered();
      const element = document.createElement('title');
      element.textContent = title;
      document.head.append(element);
      await mutationsDelivered();
    };
    document.title = 'Editor state | Lexical';
    reportPage(win);
    for (const [pathname, title] of [
      ['/docs/concepts/updates', 'Updates | Lexical'],
      ['/docs/concepts/commands', 'Commands | Lexical'],
    ]) {
      location.pathname = pathname;
      reportPage(win);
      await replaceTitle(title);
    }
    expect(postMessage.mock.calls.map(([message]) => message.payload)).toEqual([
      { path: '/docs/concepts/editor-state', title: 'Editor state | Lexical' },
      { path: '/docs/concepts/updates', title: 'Updates | Lexical' },
      { path: '/docs/concepts/commands', title: 'Commands | Lexical' },
    ]);
  });

  it('allows listed origins exactly', () => {
    const win = framedBy('https://docs.partner.example', jest.fn());
    expect(allowedParentOrigin(win, ['https://docs.partner.example'])).toBe('https://docs.partner.example');
    expect(allowedParentOrigin(win, ['self'])).toBeNull();
    expect(allowedParentOrigin(win, ['https://partner.example'])).toBeNull();
  });
});

describe('code theme contrast', () => {
  it('lifts faint colours to 4.5:1 and leaves readable ones alone', () => {
    expect(readableColor('#d4d4d4', '#1e1e1e')).toBe('#d4d4d4');
    const lifted = readableColor('#505050', '#1e1e1e');
    expect(lifted).toMatch(/^rgb\(/);
    const rgb = lifted.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(contrast(rgb, [30, 30, 30])).toBeGreaterThanOrEqual(4.5);
  });
});
