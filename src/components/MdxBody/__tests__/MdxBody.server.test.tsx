/**
 * @jest-environment node
 *
 * On the server the body renders whole, in place, with its islands marked: the markup the
 * browser keeps.
 */
import type { MDXComponents } from 'mdx/types';
import React from 'react';
import { renderToString } from 'react-dom/server';
import MdxBody from '..';
import Island from '../../Island';
import { setCompiledBody } from '../../../../__mocks__/compiled-bodies';

jest.mock('../../../mdx/body-components', () => ({ STATIC_BODIES: false, BROWSER_MARKUP: false }));

it('renders the whole body in place, islands marked', () => {
  setCompiledBody(
    'docs/a.mdx',
    <>
      <p>Static text.</p>
      <Island index="0">
        <button type="button">Clicks 0</button>
      </Island>
    </>,
  );
  const html = renderToString(<MdxBody path="/docs/a" file="docs/a.mdx" components={{ Island } as unknown as MDXComponents} />);
  expect(html).toBe(
    '<div data-mdx-body="/docs/a"><p>Static text.</p><div style="display:contents" data-island="0"><button type="button">Clicks 0</button></div></div>',
  );
});
