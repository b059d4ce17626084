import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import React from 'react';
import { SiteFilesProvider } from '../../../contexts/SiteFiles';
import ErrorDecoder from '..';
import { formatErrorMessage, type ErrorCodeTable } from '../../../shared/error-codes';
import ErrorDecoderView, { parseDecoderQuery } from '../View';

const table: ErrorCodeTable = {
  version: '0.35.0',
  codes: [
    { code: 11, message: 'BoxNode.getChild: no child with key %s', kind: 'error', thrown: true, packages: ['@lexical/box'] },
    { code: 12, message: 'BoxNode.splice: %s + %s > %s', kind: 'error', thrown: true, packages: ['@lexical/box', 'lexical'] },
    { code: 22, message: '$clampOffset: offset %s past the end', kind: 'warning', thrown: true, packages: ['@lexical/frame'] },
    { code: 30, message: 'An old check on %s', kind: 'error', thrown: false, packages: [] },
  ],
};

let mockSearch = '';
jest.mock('../../../contexts/PageLocation', () => ({ usePageLocation: () => ({ pathname: '/docs/error', search: mockSearch, hash: '' }) }));

describe('formatErrorMessage', () => {
  it('fills placeholders in order and keeps the ones without a value', () => {
    expect(formatErrorMessage('a %s b %s c %s', ['1', '2'])).toBe('a 1 b 2 c %s');
    expect(formatErrorMessage('none', ['x'])).toBe('none');
  });
});

describe('parseDecoderQuery', () => {
  it('reads the code and every v value in order', () => {
    expect(parseDecoderQuery('?code=12&v=2&v=5&v=6')).toEqual({ code: '12', values: ['2', '5', '6'] });
    expect(parseDecoderQuery('')).toEqual({ code: null, values: [] });
  });
});

describe('ErrorDecoderView', () => {
  it('shows the message of a code with the values substituted', () => {
    render(<ErrorDecoderView table={table} search="?code=12&v=2&v=5&v=6" />);
    expect(screen.getByTestId('decoded-message').textContent).toBe('BoxNode.splice: 2 + 5 > 6');
    expect(screen.getByText('Error #12')).toBeTruthy();
  });

  it('renders values as text, never as markup', () => {
    const { container } = render(
      <ErrorDecoderView table={table} search={`?code=11&v=${encodeURIComponent('<img src=x onerror=alert(1)>')}`} />,
    );
    expect(screen.getByTestId('decoded-message').textContent).toBe('BoxNode.getChild: no child with key <img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when a code is unknown in this version', () => {
    render(<ErrorDecoderView table={table} search="?code=999" />);
    expect(screen.getByRole('status').textContent).toContain('No error with code 999 is known in Lexical 0.35.0');
  });

  it('decodes a code of an earlier release and says where it comes from', () => {
    render(<ErrorDecoderView table={table} search="?code=30&v=x" />);
    expect(screen.getByTestId('decoded-message').textContent).toBe('An old check on x');
    expect(screen.getByTestId('earlier-release').textContent).toContain('comes from an earlier release');
    expect(screen.getByRole('status').textContent).toContain('from a release before 0.35.0');
  });

  it('notes a missing value and rejects a code that is not a number', () => {
    const { rerender } = render(<ErrorDecoderView table={table} search="?code=12&v=2" />);
    expect(screen.getByText(/takes 3 values; the link gave 1/)).toBeTruthy();
    rerender(<ErrorDecoderView table={table} search="?code=abc" />);
    expect(screen.getByRole('status').textContent).toContain('“abc” is not an error code');
  });

  it('lists every code and filters by number, words or package', () => {
    render(<ErrorDecoderView table={table} search="" />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    const filter = screen.getByLabelText('Filter the 4 codes of Lexical up to 0.35.0');
    fireEvent.change(filter, { target: { value: 'splice' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.change(filter, { target: { value: '22' } });
    expect(screen.getByText('1 of 4 codes')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '@lexical/box' } });
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

describe('ErrorDecoder', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ errorCodesFile: { url: '/static/error-codes-abc.json' } });
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => fetchMock.mockReset());

  it('fetches the hashed table and decodes the link of the page', async () => {
    mockSearch = '?code=22&v=9';
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => table });
    render(<ErrorDecoder />, { wrapper: SiteFilesProvider });
    await waitFor(() => expect(screen.getByTestId('decoded-message').textContent).toBe('$clampOffset: offset 9 past the end'));
    expect(fetchMock).toHaveBeenCalledWith('/static/error-codes-abc.json');
  });

  it('shows the red box with Retry when the table cannot be loaded', async () => {
    mockSearch = '';
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    render(<ErrorDecoder />, { wrapper: SiteFilesProvider });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not be loaded (HTTP 404)'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
