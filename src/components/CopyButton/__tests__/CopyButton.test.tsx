import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import CopyButton from '..';
import { COPY_STATUS_MS } from '../../../hooks/useCopy';

describe('CopyButton', () => {
  const writeText = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() => jest.useRealTimers());

  it('copies the code, says so, then offers to copy again', async () => {
    render(<CopyButton text="const a = 1;" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    expect(screen.getByRole('button').getAttribute('data-copied')).toBe('true');
    act(() => {
      jest.advanceTimersByTime(COPY_STATUS_MS);
    });
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<CopyButton text="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByRole('button').textContent).toBe('Failed');
    expect(warn).toHaveBeenCalledWith('Could not copy the code block:', expect.any(Error));
    warn.mockRestore();
  });
});
