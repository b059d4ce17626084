import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { SiteFilesProvider } from '../../../contexts/SiteFiles';
import SearchBar from '..';
import { mockedGetSearchClient, setUpSearchClient } from './__fixtures__/search-client';

// A file of its own: in IdleBox.test.tsx the combobox's module has already loaded.
jest.mock('../../../search/client', () =>
  jest.requireActual<typeof import('./__fixtures__/search-client')>('./__fixtures__/search-client').mockSearchClientModule(),
);

beforeEach(setUpSearchClient);

/** Lets the combobox's module load and the box swap. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the idle search box and mod+k', () => {
  it('loads the combobox on mod+k and focuses the box', async () => {
    render(<SearchBar />, { wrapper: SiteFilesProvider });
    const idle = screen.getByRole('combobox', { name: 'Search' });
    await act(async () => {
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    });
    await settle();
    await settle();
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).not.toBe(idle);
    expect(box.getAttribute('aria-keyshortcuts')).toBe('Meta+K Control+K');
    expect(mockedGetSearchClient()).toHaveBeenCalled();
    expect(document.activeElement).toBe(box);
  });
});
