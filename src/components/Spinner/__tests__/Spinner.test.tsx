/**
 * The spinner's delay, on Jest's fake timers: the browser test (tests/e2e/live-examples.spec.ts)
 * holds a slow chunk until the spinner shows, and this is where its exact wait is checked, on a
 * clock no loaded machine can slow down.
 */
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import Spinner from '..';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows nothing for 400 ms, then the labelled animation, in a polite live region', () => {
  render(<Spinner label="Loading the editor" />);
  expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
  act(() => jest.advanceTimersByTime(399));
  expect(screen.queryByLabelText('Loading the editor')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByLabelText('Loading the editor').tagName).toBe('svg');
});

it('shows at once with no delay', () => {
  render(<Spinner delayMs={0} />);
  expect(screen.getByLabelText('Loading').tagName).toBe('svg');
});

it('never shows when it is gone before its delay', () => {
  const { unmount } = render(<Spinner />);
  act(() => jest.advanceTimersByTime(200));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
