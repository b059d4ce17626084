import { act, render, screen, waitFor } from '@testing-library/react';
import type { MDXComponents } from 'mdx/types';
import React, { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import MdxBody from '..';
import Island from '../../Island';
import { cachedBody, keepBody } from '../bodies';
import { setCompiledBody } from '../../../../__mocks__/compiled-bodies';

/** Whether the body is the browser's production build (src/mdx/body-components.ts, replaced there). */
let mockStaticBodies = false;
/** Whether the body makes its own markup (develop's browser). */
let mockBrowserMarkup = false;
jest.mock('../../../mdx/body-components', () => ({
  get STATIC_BODIES() {
    return mockStaticBodies;
  },
  get BROWSER_MARKUP() {
    return mockBrowserMarkup;
  },
  get DevelopMdxBody() {
    return jest.requireActual<{ default: unknown }>('../Develop').default;
  },
}));

/** An island that shows it runs: a button that counts its clicks. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const components = { Island, Counter } as unknown as MDXComponents;

/** The browser's build of a body (src/node/config/mdx-loaders.ts): its islands alone. */
const ISLANDS_ONLY = (
  <Island index="0">
    <Counter label="Clicks" />
  </Island>
);

const SERVER_BODY =
  '<h2 id="intro">Intro</h2><p>Static text.</p><div style="display:contents" data-island="0"><button type="button">Clicks 0</button></div>';

afterEach(() => {
  mockStaticBodies = false;
  mockBrowserMarkup = false;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('MdxBody', () => {
  it('in develop, shows the whole body as static markup and runs its islands in it, as readers get it', async () => {
    mockBrowserMarkup = true;
    setCompiledBody(
      'docs/a.mdx',
      <>
        <h2 id="intro">Intro</h2>
        <p>
          Static text.{' '}
          <Island index="0" inline="true">
            <Counter label="Inline" />
          </Island>
        </p>
        <Island index="1">
          <Counter label="Clicks" />
        </Island>
      </>,
    );
    const { container, rerender } = render(<MdxBody path="/docs/a" file="docs/a.mdx" components={components} />);
    const body = container.querySelector('[data-mdx-body="/docs/a"]')!;
    await waitFor(() => expect(body.querySelector('[data-island="1"] [data-island-live] button')).not.toBeNull());
    const fibered = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // The static elements are markup React never made; the islands' live parts are React's.
    expect([body.querySelector('h2')!, body.querySelector('p')!].map(fibered)).toEqual([false, false]);
    expect(fibered(body.querySelector('[data-island="1"] [data-island-live] button')!)).toBe(true);
    expect(body.querySelectorAll('[data-island="1"] button')).toHaveLength(1);
    await waitFor(() => expect(body.querySelector('[data-island="0"] [data-island-live] button')?.textContent).toBe('Inline 0'));
    await act(async () => screen.getByRole('button', { name: 'Clicks 0' }).click());
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();
    // Nothing of the body is rendered twice in the document.
    expect(document.querySelectorAll('#intro')).toHaveLength(1);

    // A save: the body's module changes, and the markup follows.
    setCompiledBody(
      'docs/a.mdx',
      <>
        <h2 id="intro">Intro, saved</h2>
        <Island index="0">
          <Counter label="Clicks" />
        </Island>
      </>,
    );
    rerender(<MdxBody path="/docs/a" file="docs/a.mdx" components={components} />);
    await waitFor(() => expect(container.querySelector('[data-mdx-body] h2')?.textContent).toBe('Intro, saved'));
    expect(fibered(container.querySelector('[data-mdx-body] h2')!)).toBe(false);
    await waitFor(() => expect(container.querySelector('[data-island="0"] [data-island-live] button')?.textContent).toBe('Clicks 0'));
  });

  it("keeps the server's markup when it hydrates and runs the islands in it", async () => {
    const container = document.createElement('div');
    container.innerHTML = `<div data-mdx-body="/docs/b">${SERVER_BODY}</div>`;
    document.body.appendChild(container);
    const heading = container.querySelector('h2');
    mockStaticBodies = true;
    setCompiledBody('docs/b.mdx', ISLANDS_ONLY);
    await act(async () => {
      hydrateRoot(container, <MdxBody path="/docs/b" file="docs/b.mdx" components={components} />);
    });
    expect(container.querySelector('h2')).toBe(heading);
    expect(cachedBody('/docs/b/')).toContain('Static text.');
    // The island's component takes its place once near the viewport (at once without an
    // IntersectionObserver), and its server markup goes.
    await waitFor(() => expect(container.querySelector('[data-island="0"] [data-island-live] button')).not.toBeNull());
    expect(container.querySelectorAll('[data-island="0"] button')).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Clicks 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Clicks 1' })).toBeTruthy();
  });

  it('shows the markup fetched for a client-side navigation, islands running', async () => {
    document.documentElement.dataset.hydrated = 'true';
    keepBody('/docs/c', SERVER_BODY);
    mockStaticBodies = true;
    setCompiledBody('docs/c.mdx', ISLANDS_ONLY);
    const { container } = render(<MdxBody path="/docs/c" file="docs/c.mdx" components={components} />);
    expect(container.querySelector('#intro')?.textContent).toBe('Intro');
    expect(container.querySelectorAll('[data-island="0"] button')).toHaveLength(1);
  });
});

describe('a static body without islands', () => {
  it('never renders its compiled MDX', async () => {
    document.documentElement.dataset.hydrated = 'true';
    keepBody('/docs/d', '<h2 id="intro">Intro</h2><p>Only text.</p>');
    mockStaticBodies = true;
    // No body is set for the file: rendering it would throw.
    const { container } = render(<MdxBody path="/docs/d" file="docs/d.mdx" components={components} />);
    await act(async () => undefined);
    expect(container.querySelector('#intro')?.textContent).toBe('Intro');
    expect(container.querySelector('[hidden]')).toBeNull();
  });
});
