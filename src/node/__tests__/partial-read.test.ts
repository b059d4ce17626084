/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { checkAgainLater, readWhole, rereadIfPartial } from '../partial-read';

const TEXT = '---\ntitle: A\n---\n\nFirst paragraph.\n\n## A heading\n\nMore.\n';

describe('a file read while it was being saved', () => {
  it('is told apart from a whole read, an empty body included', () => {
    const whole = matter(TEXT).content;
    expect(readWhole(whole, TEXT)).toBe(true);
    expect(readWhole(whole.slice(0, 10), TEXT)).toBe(false);
    expect(readWhole('', '---\ntitle: B\n---\n')).toBe(true);
  });

  it('has its time stamp moved on, so the watcher reports it again; a whole read leaves it alone', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'partial-read-')), 'a.mdx');
    fs.writeFileSync(file, TEXT);
    const past = new Date('2026-01-01T00:00:00Z');
    fs.utimesSync(file, past, past);
    expect(rereadIfPartial(file, matter(TEXT).content, TEXT)).toBe(false);
    expect(fs.statSync(file).mtimeMs).toBe(past.getTime());
    expect(rereadIfPartial(file, '\nFirst par', TEXT)).toBe(true);
    expect(fs.statSync(file).mtimeMs).toBeGreaterThan(past.getTime());
  });
});

describe('a second look after the node is made', () => {
  it('moves the time stamp on when the file changed since its node was read, at most three times for one text', () => {
    jest.useFakeTimers();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'partial-read-')), 'b.mdx');
    fs.writeFileSync(file, TEXT);
    const past = new Date('2026-01-01T00:00:00Z');
    const stamps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      fs.utimesSync(file, past, past);
      checkAgainLater(file, () => '\nan older body\n');
      jest.runAllTimers();
      stamps.push(fs.statSync(file).mtimeMs);
    }
    expect(stamps.slice(0, 3).every((stamp) => stamp > past.getTime())).toBe(true);
    expect(stamps[3]).toBe(past.getTime());
    fs.utimesSync(file, past, past);
    checkAgainLater(file, () => matter(TEXT).content);
    jest.runAllTimers();
    expect(fs.statSync(file).mtimeMs).toBe(past.getTime());
    jest.useRealTimers();
  });
});
