import { render, screen } from '@testing-library/react';
import React from 'react';
import ApiSignature from '..';

type Parameter = Queries.ApiSignatureFieldsFragment['parameters'][number];

function parameter(name: string, typeHtml: string, defaultValue: string | null): Parameter {
  return { name, typeHtml, optional: defaultValue !== null, rest: false, defaultValue, comment: { typedHtml: '' } };
}

describe('ApiSignature', () => {
  it('renders defaults as HTML: a type parameter default links its type, a parameter default shows its text', () => {
    const { container } = render(
      <ApiSignature
        signature={{
          html: 'getCommonAncestor&lt;T&gt;(node: LexicalNode, limit: number): T | null',
          comment: { typedHtml: '' },
          deprecated: null,
          returnsHtml: null,
          returnsComment: { typedHtml: '' },
          typeParameters: [
            parameter(
              'T',
              '<a href="/docs/api/classes/lexical.ElementNode">ElementNode</a>',
              '<a href="/docs/api/classes/lexical.ElementNode">ElementNode</a>',
            ),
          ],
          parameters: [parameter('limit', 'number', '1 &lt; 2 ? 1 : 2')],
        }}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'ElementNode' });
    expect(links).toHaveLength(2);
    expect(links.every((a) => a.getAttribute('href') === '/docs/api/classes/lexical.ElementNode')).toBe(true);
    expect(container.textContent).not.toContain('<a');
    expect(container.textContent).toContain('= 1 < 2 ? 1 : 2');
  });
});
