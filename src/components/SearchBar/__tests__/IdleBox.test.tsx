import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { SiteFilesProvider } from '../../../contexts/SiteFiles';
import SearchBar from '..';
import { mockedGetSearchClient, setUpSearchClient } from './__fixtures__/search-client';

jest.mock('../../../search/client', () =>
  jest.requireActual<typeof import('./__fixtures__/search-client')>('./__fixtures__/search-client').mockSearchClientModule(),
);

const getSearchClient = mockedGetSearchClient();

beforeEach(setUpSearchClient);

// The combobox's module, once loaded, stays loaded for the file: the cases that need the idle
// box come first, and the mod+k case is in IdleBoxShortcut.test.tsx.

/** Lets the combobox's module load and the box swap. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the idle search box', () => {
  it('is a combobox field with nothing behind it until it is used', async () => {
    render(<SearchBar />, { wrapper: SiteFilesProvider });
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await settle();
    expect(screen.getByRole('listbox', { hidden: true }).children).toHaveLength(0);
    expect(getSearchClient).not.toHaveBeenCalled();
  });

  it('hands what was typed before the combobox loaded over to it, with the focus and the caret', async () => {
    render(<SearchBar />, { wrapper: SiteFilesProvider });
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    input.focus();
    fireEvent.focus(input);
    input.value = 'createEdi';
    input.setSelectionRange(4, 4);
    await settle();
    await settle();
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(box).not.toBe(input);
    expect(box.value).toBe('createEdi');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(4);
    expect(getSearchClient).toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });
});
