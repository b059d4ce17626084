import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import React from 'react';
import { createSearchEngine } from '../../../search/engine';
import { buildFixtureIndex } from '../../../search/__tests__/__fixtures__/records';
import { SiteFilesProvider } from '../../../contexts/SiteFiles';
import SearchBar, { MESSAGES } from '../Combobox';
import { mockedGetSearchClient, setUpSearchClient } from './__fixtures__/search-client';

/** The bar as pages have it: under the root's site files. */
const renderBar = (ui: React.ReactElement) => render(ui, { wrapper: SiteFilesProvider });

jest.mock('../../../search/client', () =>
  jest.requireActual<typeof import('./__fixtures__/search-client')>('./__fixtures__/search-client').mockSearchClientModule(),
);

const getSearchClient = mockedGetSearchClient();

beforeEach(() => {
  setUpSearchClient();
  (navigate as jest.Mock).mockClear();
});

async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

describe('SearchBar', () => {
  it('does not load the index before it is used', () => {
    renderBar(<SearchBar />);
    expect(getSearchClient).not.toHaveBeenCalled();
  });

  it('focuses on mod+k and shows the platform hint after mount', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(screen.getByText('Ctrl K')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    });
    expect(document.activeElement).toBe(input);
    expect(getSearchClient).toHaveBeenCalledWith({ indexUrl: '/static/abc.index.txt', storeUrl: '/static/abc.store.json' });
  });

  it('lists suggestions with marked words and a last entry to the results page', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'createEditor');
    const options = screen.getAllByRole('option');
    expect(options[0].textContent).toContain('createEditor');
    expect(options[0].querySelector('mark')?.textContent).toBe('createEditor');
    expect(options[options.length - 1].textContent).toBe('See all results for “createEditor”');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options.length).toBeLessThanOrEqual(9);
  });

  it('moves with the arrow keys and opens the active suggestion with Enter', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, '$getRoot');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/docs/api/modules/lexical?_highlight=getroot#getroot');
  });

  it('wraps to the results page entry with ArrowUp, and Enter without a choice opens it', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'editor state');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1].id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/search?q=editor+state');
  });

  it('says when nothing matches, and shows a hostile query as text', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, '<img src=x onerror=alert(1)>');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.empty);
    expect(document.querySelector('img')).toBeNull();
    const options = screen.getAllByRole('option');
    expect(options[options.length - 1].textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('offers nearby queries and the two indexes when nothing matches', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    // Two letters off "createEditor": too far for a typo match, near enough to suggest.
    await type(input, 'craeteEditr');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.empty);
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual([MESSAGES.didYouMean('createEditor'), 'See all results for “craeteEditr”']);
    const indexes = screen.getByRole('navigation', { name: 'Documentation indexes' });
    expect([...indexes.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Browse the guides', '/docs/intro'],
      ['Browse the API reference', '/docs/api'],
    ]);
    // The first entry runs the suggested query in place.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(navigate).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('createEditor');
    expect(screen.getAllByRole('option')[0].textContent).toContain('createEditor');
  });

  it('runs a suggestion when it is clicked', async () => {
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'craeteEditr');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: MESSAGES.didYouMean('createEditor') }));
    });
    expect((input as HTMLInputElement).value).toBe('createEditor');
    expect(screen.queryByText('Browse the guides')).toBeNull();
  });

  it('shows the loading message while the index loads', async () => {
    let release: () => void = () => undefined;
    const { index, store } = buildFixtureIndex();
    const engine = createSearchEngine(index, store);
    getSearchClient.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ mode: 'main-thread', search: async (q: never) => engine.search(q) });
        }),
    );
    renderBar(<SearchBar />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'editor');
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    await act(async () => release());
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
  });
});
