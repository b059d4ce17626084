import { act, fireEvent, render, screen } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { SiteFilesProvider } from '../../../contexts/SiteFiles';
import SearchBar from '..';

jest.mock('../../../search/client', () => {
  const { createSearchEngine: create } = jest.requireActual('../../../search/engine');
  const { buildFixtureIndex: build } = jest.requireActual('../../../search/__tests__/__fixtures__/records');
  const { index, store } = build();
  const engine = create(index, store);
  return {
    getSearchClient: jest.fn(() => Promise.resolve({ mode: 'main-thread', search: async (q: unknown) => engine.search(q) })),
  };
});

const { getSearchClient } = jest.requireMock('../../../search/client') as { getSearchClient: jest.Mock };

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    searchIndex: { indexUrl: '/static/abc.index.txt', storeUrl: '/static/abc.store.json' },
  });
  getSearchClient.mockClear();
});

/** Lets the combobox's module load and the box swap. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the idle search box and mod+k', () => {
  it('loads the combobox on mod+k and focuses the box', async () => {
    render(<SearchBar />, { wrapper: SiteFilesProvider });
    await act(async () => {
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    });
    await settle();
    await settle();
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box.getAttribute('aria-keyshortcuts')).toBe('Meta+K Control+K');
    expect(getSearchClient).toHaveBeenCalled();
    expect(document.activeElement).toBe(box);
  });
});
