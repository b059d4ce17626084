import { render, screen } from '@testing-library/react';
import React from 'react';
import renderer from 'react-test-renderer';
import NotFoundPage from '../404';
import HomePage from '../index';

describe('pages', () => {
  it('404 says the page was not found and asks to report the broken link', () => {
    const tree = renderer.create(<NotFoundPage />).toJSON();
    expect(tree).toMatchSnapshot();
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText(/let the owner of that site know that their link is broken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the docs' }).getAttribute('href')).toBe('/docs/intro');
    expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
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
    const props = { data } as unknown as React.ComponentProps<typeof HomePage>;
    expect(renderer.create(<HomePage {...props} />).toJSON()).toMatchSnapshot();
    render(<HomePage {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lexical');
    expect(screen.getByText('An extensible text editor framework that does things differently')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/docs/intro');
    expect(screen.getByRole('tab', { name: 'Vanilla JS' })).toBeTruthy();
  });
});
