import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import ErrorBoundary, { causeChain } from '..';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('could not render', { cause: new TypeError('x is undefined') });
  return <p>Rendered fine</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the crash screen with the cause chain and a way home, and Try again renders again', () => {
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeTruthy();
    expect(screen.getByText('Error: could not render')).toBeTruthy();
    expect(screen.getByText('TypeError: x is undefined')).toBeTruthy();
    // Even when the whole layout is gone, the crash screen leads home.
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Rendered fine')).toBeTruthy();
  });

  it('walks the cause chain', () => {
    expect(causeChain(new Error('a', { cause: 'b' }))).toEqual(['Error: a', 'b']);
  });
});
