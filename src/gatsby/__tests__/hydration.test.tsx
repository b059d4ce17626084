/**
 * `gatsby develop` serves an empty shell, the production build a server-rendered page: the
 * renderer must render the first and hydrate the second, each without a console error.
 */
import { act } from '@testing-library/react';
import React from 'react';
import { replaceHydrateFunction } from '../hydration';

function Page() {
  return (
    <main>
      <h1>Editor state</h1>
    </main>
  );
}

describe('replaceHydrateFunction', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('renders into the empty shell of gatsby develop without a hydration error', async () => {
    const container = document.createElement('div');
    let cleanup: (() => void) | undefined;
    await act(async () => {
      cleanup = replaceHydrateFunction()(<Page />, container);
    });
    expect(container.querySelector('h1')?.textContent).toBe('Editor state');
    expect(errors).not.toHaveBeenCalled();
    expect(typeof cleanup).toBe('function');
    act(() => cleanup?.());
    expect(container.children).toHaveLength(0);
  });

  it('hydrates server-rendered markup in place', async () => {
    const container = document.createElement('div');
    // What the production build writes for <Page />.
    container.innerHTML = '<main><h1>Editor state</h1></main>';
    const heading = container.querySelector('h1');
    await act(async () => {
      replaceHydrateFunction()(<Page />, container);
    });
    expect(container.querySelector('h1')).toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });
});
