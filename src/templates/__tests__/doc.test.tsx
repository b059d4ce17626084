import { act, render, screen, within } from '@testing-library/react';
import { useStaticQuery, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import renderer, { type ReactTestRenderer } from 'react-test-renderer';
import type { SidebarItem } from '../../shared/sidebar';
import { wrapPageElement, wrapRootElement } from '../../gatsby/wrap-page-element';
import CodeSample from '../../components/CodeSample';
import { codeRefMark } from '../../shared/code-tips';
import DocTemplate, { Head, type Context } from '../doc';
import { setCompiledBody } from '../../../__mocks__/compiled-bodies';

const BODY = 'docs/concepts/editor-state.mdx';

type Data = Queries.DocPageQuery;

const sidebarItems: SidebarItem[] = [
  { type: 'doc', docId: 'intro', label: 'Introduction', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Concepts',
    href: null,
    collapsed: true,
    items: [{ type: 'doc', docId: 'concepts/editor-state', label: 'Editor state', href: '/docs/concepts/editor-state' }],
  },
  {
    type: 'category',
    label: 'React',
    href: null,
    collapsed: true,
    items: [{ type: 'doc', docId: 'react/faq', label: 'React FAQ', href: '/docs/react/faq' }],
  },
];

const data: Data = {
  docsSidebar: { name: 'docs', items: sidebarItems as unknown as Record<string, unknown> },
  doc: {
    docId: 'concepts/editor-state',
    path: '/docs/concepts/editor-state',
    title: 'Editor state',
    description: 'What an editor state is.',
    sidebarLabel: null,
    unlisted: false,
    draft: false,
    contentErrors: [],
    codeTips: [
      {
        key: '3f2a9c01',
        signature: 'function $getRoot(): RootNode',
        summary: 'Returns the root node of the active editor state.',
        href: '/docs/api/modules/lexical#getroot',
      },
    ],
    sidebarErrors: [],
    editUrl: 'https://github.com/facebook/lexical/edit/main/packages/lexical-website/content/docs/concepts/editor-state.mdx',
    toc: [
      { id: 'reading-the-state', value: 'Reading the state', depth: 2 },
      { id: 'in-a-listener', value: 'In a listener', depth: 3 },
    ],
    navigation: {
      breadcrumbs: [{ label: 'Concepts', href: '/docs/concepts/editor-state' }],
      previous: { label: 'Introduction', href: '/docs/intro' },
      next: null,
    },
  },
};

const props = (overrides: Partial<NonNullable<Data['doc']>> = {}) =>
  ({
    data: { ...data, doc: { ...(data.doc as NonNullable<Data['doc']>), ...overrides } },
    location: { pathname: '/docs/concepts/editor-state' },
    pageContext: { body: BODY, seo: { title: 'Editor state', section: 'Concepts' } },
  }) as unknown as PageProps<Data, Context>;

/** A typed sample whose `$getRoot` is linked to its entry and names its quick info (the page's one entry). */
const typedSample = (
  <CodeSample
    language="ts"
    code="$getRoot().clear();"
    html={`<span class="code-line">${codeRefMark('3f2a9c01', '<span class="token function">$getRoot</span>')}().clear();</span>`}
  />
);

/**
 * A press on `target` as a browser reports it: pointerdown, then click. Returns whether the click
 * was let through, that is whether the link would be followed (the press is then cancelled,
 * as jsdom cannot navigate).
 */
function press(target: Element, pointerType: 'touch' | 'mouse'): boolean {
  // jsdom has no PointerEvent: a pointerdown event given the pointerType a browser's would have.
  const down = new MouseEvent('pointerdown', { bubbles: true, cancelable: true });
  Object.defineProperty(down, 'pointerType', { value: pointerType });
  target.dispatchEvent(down);
  let followed = false;
  // On the window, the click's last stop after the document's listeners.
  const last = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('click', last);
  return followed;
}

/**
 * Matches the page's render against the snapshot, then unmounts it: the page's effects must not
 * outlive the case (the tooltips' listeners sit on the document, and would answer later cases).
 */
function snapshot(page: React.ReactElement): void {
  // In act: the effects run, and are cleaned up, before the case goes on.
  let tree: ReactTestRenderer | undefined;
  act(() => {
    tree = renderer.create(page);
  });
  expect(tree!.toJSON()).toMatchSnapshot();
  act(() => tree!.unmount());
}

/** Lets an import started meanwhile resolve. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('doc template', () => {
  beforeEach(() => {
    setCompiledBody(BODY, <p>Body of the doc.</p>);
    (useStaticQuery as jest.Mock).mockReturnValue({
      docsVersion: {
        sidebars: [
          { name: 'docs', firstHref: '/docs/intro' },
          { name: 'api', firstHref: '/docs/api' },
        ],
      },
    });
  });

  it('renders breadcrumbs, title, body, edit link, pagination and table of contents', () => {
    snapshot(<DocTemplate {...props()} />);
    render(<DocTemplate {...props()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editor state');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Concepts' }).getAttribute('href')).toBe('/docs/concepts/editor-state');
    expect(screen.getByText('Body of the doc.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit this page/ }).getAttribute('href')).toBe(data.doc!.editUrl);
    const pages = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('rel'), a.getAttribute('href')]),
    ).toEqual([['prev', '/docs/intro']]);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Reading the state', '#reading-the-state'],
      ['In a listener', '#in-a-listener'],
    ]);
  });

  it("links a sample's Lexical name to its entry, described by its quick info, shown on focus until Escape", async () => {
    const p = props();
    setCompiledBody(BODY, typedSample);
    render(<DocTemplate {...p} />);
    const link = screen.getByRole('link', { name: '$getRoot' });
    expect(link.getAttribute('href')).toBe('/docs/api/modules/lexical#getroot');
    const tip = document.getElementById(link.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
    expect(tip.textContent).toBe('function $getRoot(): RootNodeReturns the root node of the active editor state.');
    // Focused before the tooltips' code has loaded: the quick info shows once it is there.
    act(() => link.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(tip.hidden).toBe(false);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it("holds back a touch's first tap on an identifier before the tooltips' code has loaded, and shows its quick info once it has", async () => {
    setCompiledBody(BODY, typedSample);
    render(<DocTemplate {...props()} />);
    const link = screen.getByRole('link', { name: '$getRoot' });
    const token = link.querySelector('.token')!;
    const tip = document.getElementById(link.getAttribute('aria-describedby')!)!;
    // Without an IntersectionObserver the code loads at once, but an import resolves after this task: the tap comes first.
    expect(press(token, 'touch')).toBe(false);
    expect(tip.hidden).toBe(true);
    await nextTask();
    expect(tip.hidden).toBe(false);
    // From then on as every first tap: a second tap follows the link; after Escape, a first tap shows the quick info again.
    expect(press(token, 'touch')).toBe(true);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(tip.hidden).toBe(true);
    expect(press(token, 'touch')).toBe(false);
    expect(tip.hidden).toBe(false);
  });

  it("loads the tooltips' code on a touch's first tap on an identifier that never came near the viewport, and shows its quick info", async () => {
    const observed: Element[] = [];
    // An IntersectionObserver under which nothing comes near the viewport.
    class FarObserver {
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    }
    const browser = globalThis as unknown as { IntersectionObserver?: unknown };
    browser.IntersectionObserver = FarObserver;
    try {
      setCompiledBody(BODY, typedSample);
      render(<DocTemplate {...props()} />);
      const link = screen.getByRole('link', { name: '$getRoot' });
      const token = link.querySelector('.token')!;
      const tip = document.getElementById(link.getAttribute('aria-describedby')!)!;
      expect(observed).toContain(link);
      // Nothing else loads the code: the identifier never comes near the viewport.
      await nextTask();
      // A mouse's click is not held back.
      expect(press(token, 'mouse')).toBe(true);
      expect(press(token, 'touch')).toBe(false);
      await nextTask();
      expect(tip.hidden).toBe(false);
      expect(press(token, 'touch')).toBe(true);
    } finally {
      delete browser.IntersectionObserver;
    }
  });

  it('is framed by the page wrapper with its sidebar: current page marked, its category open', () => {
    const p = props();
    render(wrapRootElement({ element: wrapPageElement({ element: <DocTemplate {...p} />, props: p } as never) } as never));
    const sidebar = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const current = within(sidebar).getByRole('link', { name: 'Editor state' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('[data-collapsible]')?.getAttribute('data-collapsible')).toBe('open');
    expect(screen.queryByText(/navbar item could not be shown/)).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Community' })).toBeTruthy();
    const react = within(sidebar).getByRole('link', { name: 'React FAQ', hidden: true });
    expect(react.closest('[data-collapsible]')?.getAttribute('data-collapsible')).toBe('closed');
  });

  it('shows the banners of unlisted and draft pages', () => {
    render(<DocTemplate {...props({ unlisted: true, draft: true })} />);
    expect(screen.getByText('Unlisted page')).toBeTruthy();
    expect(screen.getByText('Draft page')).toBeTruthy();
  });

  it('shows the content errors gatsby develop found (front matter and links), and none otherwise', () => {
    const p = props({ contentErrors: ['Invalid front matter in content/docs/faq.mdx:\n  - unknown key "titel"'] });
    render(
      <DocTemplate
        {...p}
        pageContext={{ ...p.pageContext, linkErrors: ['content/docs/faq.mdx:12: the link "./gone.mdx" points to a missing file'] }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('unknown key "titel"');
    expect(alert.textContent).toContain('the link "./gone.mdx"');
  });

  it('shows the sidebar problems gatsby develop found', () => {
    const message = 'Broken sidebars in content/sidebars.ts:\n  - sidebar "docs" names the doc id "concepts/gone", which is not a doc';
    render(<DocTemplate {...props({ sidebarErrors: [message] })} />);
    expect(screen.getByRole('alert').textContent).toContain('names the doc id "concepts/gone"');
  });

  it('shows no content-error box on a sound page', () => {
    render(<DocTemplate {...props()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders a doc without sidebar or table of contents', () => {
    const bare = props({ toc: [], navigation: { breadcrumbs: [], previous: null, next: null } });
    snapshot(<DocTemplate {...bare} />);
    render(<DocTemplate {...bare} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Editor state');
    for (const name of ['Docs pages', 'On this page']) expect(screen.queryByRole('navigation', { name })).toBeNull();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/']);
  });

  it('gives the head a title, description and noindex for unlisted pages', () => {
    const head = (doc: Partial<NonNullable<Data['doc']>>) =>
      renderer.create(<Head {...(props(doc) as unknown as HeadProps<Data, Context>)} />).toJSON();
    expect(head({})).toMatchSnapshot();
    expect(JSON.stringify(head({ unlisted: true }))).toContain('noindex');
  });
});
