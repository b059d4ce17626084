/**
 * @jest-environment node
 *
 * docs/architecture.md stays true to the tree: every file or folder it names exists, and the
 * guide's path it draws has at most five hops, numbered in order, none pointing back at an
 * earlier one.
 */
import fs from 'node:fs';
import path from 'node:path';

const PAGE = 'docs/architecture.md';
const text = fs.readFileSync(PAGE, 'utf8');

/** The project paths the page names in backticks (`src/…`, `plugins/…`, `tests/…`, `scripts/…`, `docs/…`). */
function namedPaths(): string[] {
  return [...new Set([...text.matchAll(/`((?:src|plugins|tests|scripts|docs)\/[^`\s]+)`/g)].map((match) => match[1]))];
}

/** The numbered steps of the section on the guide. */
function guideHops(): number[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('A guide\n'));
  if (!section) throw new Error(`${PAGE} has no "## A guide" section`);
  return [...section.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1]));
}

describe(PAGE, () => {
  it('names only paths that exist', () => {
    const paths = namedPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((named) => !fs.existsSync(path.resolve(named)))).toEqual([]);
  });

  it('draws the guide’s path in at most five hops, in order', () => {
    const hops = guideHops();
    expect(hops).toEqual(hops.map((_, i) => i + 1));
    expect(hops.length).toBeGreaterThan(0);
    expect(hops.length).toBeLessThanOrEqual(5);
    // The diagram's arrows carry the hops' numbers, never going down.
    const arrows = [...text.matchAll(/-- "(\d+) [^"]*" -->/g)].map((match) => Number(match[1]));
    expect(arrows.length).toBeGreaterThan(0);
    expect(Math.max(...arrows)).toBeLessThanOrEqual(hops.length);
    expect(arrows).toEqual([...arrows].sort((a, b) => a - b));
  });
});
