import React from 'react';
import renderer from 'react-test-renderer';
import NotFoundPage from '../404';
import HomePage from '../index';

describe('pages', () => {
  it('404 says the page was not found and asks to report the broken link', () => {
    const tree = renderer.create(<NotFoundPage />).toJSON();
    expect(tree).toMatchSnapshot();
    expect(JSON.stringify(tree)).toContain('Page Not Found');
  });

  it('home leads to the docs', () => {
    const data = {
      homeCodeSamples: [
        {
          id: 'vanilla',
          label: 'Vanilla JS',
          language: 'ts',
          code: "import { createEditor } from 'lexical';",
          html: '<span class="code-line">import</span>',
        },
      ],
    };
    expect(renderer.create(<HomePage {...({ data } as unknown as React.ComponentProps<typeof HomePage>)} />).toJSON()).toMatchSnapshot();
  });
});
