import { escapeRegExp, normalise, queryWords, sanitiseQuery, wordsPattern } from '../query';
import { makeSnippet, markParts, snippetText } from '../snippet';

describe('query sanitising', () => {
  it('caps, trims and drops control characters', () => {
    expect(sanitiseQuery('  editor\n\tstate\u0000 ')).toBe('editor state');
    expect(sanitiseQuery('x'.repeat(1000))).toHaveLength(80);
    expect(sanitiseQuery(undefined)).toBe('');
    expect(sanitiseQuery(42)).toBe('');
  });

  it('keeps words only, without stop words or repeats, at most eight', () => {
    expect(queryWords('The $getRoot() of the editor')).toEqual(['getroot', 'editor']);
    expect(queryWords('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(queryWords('a b c d e f g h j k l m n')).toHaveLength(8);
    expect(queryWords('.*+?^${}()|[]\\')).toEqual([]);
  });

  it('normalises names for exact comparison', () => {
    expect(normalise('$getRoot')).toBe('getroot');
    expect(normalise('Editor  State!')).toBe('editor state');
  });

  it('escapes regular expression characters', () => {
    const special = '.*+?^${}()|[]\\/';
    expect(new RegExp(escapeRegExp(special)).test(special)).toBe(true);
    expect(wordsPattern([])).toBeNull();
    expect(wordsPattern(['a.b'])!.test('axb')).toBe(false);
  });
});

describe('snippets', () => {
  const text =
    'Each update starts from a copy of the current state, changes it, and on commit freezes the result and makes it the current editor state for every listener.';

  it('never exceeds the snippet length, ellipses included', () => {
    for (const words of [[], ['update'], ['listener'], ['freezes', 'commit'], ['absent']]) {
      expect(snippetText(text, words, 50).length).toBeLessThanOrEqual(50);
    }
  });

  it('shows the first match in context', () => {
    const snippet = snippetText(text, ['listener'], 50);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('listener');
  });

  it('keeps short text whole', () => {
    expect(snippetText('Short text.', ['short'], 50)).toBe('Short text.');
  });

  it('marks matched words at the start of words, case-insensitively', () => {
    expect(markParts('Editor state of the editor', ['editor'])).toEqual([
      { text: 'Editor', mark: true },
      { text: ' state of the ', mark: false },
      { text: 'editor', mark: true },
    ]);
    expect(markParts('the $getRoot function', ['getroot'])).toEqual([
      { text: 'the $', mark: false },
      { text: 'getRoot', mark: true },
      { text: ' function', mark: false },
    ]);
    expect(markParts('unedited', ['edit'])).toEqual([{ text: 'unedited', mark: false }]);
    expect(makeSnippet('', ['x'], 50)).toEqual([]);
  });
});
