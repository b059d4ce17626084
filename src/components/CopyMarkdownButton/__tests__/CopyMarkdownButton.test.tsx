import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import CopyMarkdownButton from '..';

describe('CopyMarkdownButton', () => {
  const writeText = jest.fn();
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });

  it('fetches the page Markdown on click and copies it', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve('# Intro\n') }) as never;
    render(<CopyMarkdownButton href="/docs/intro.md" />);
    expect(global.fetch).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy page as Markdown' }));
    });
    expect(global.fetch).toHaveBeenCalledWith('/docs/intro.md');
    expect(writeText).toHaveBeenCalledWith('# Intro\n');
    expect(screen.getByRole('button').textContent).toBe('Copied');
  });

  it('says so when the Markdown cannot be fetched', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404, text: () => Promise.resolve('') }) as never;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<CopyMarkdownButton href="/docs/missing.md" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button').textContent).toBe('Could not copy');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
