import { hashTarget } from '../../hooks/useSearchHighlight';
import { highlightWordsFromSearch, markWords, resultHref, unmarkWords } from '../highlight';

function article(html: string): HTMLElement {
  const root = document.createElement('article');
  // Test fixture markup only; the code under test never writes HTML.
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('result links', () => {
  it('carries the words as repeated _highlight parameters before the hash', () => {
    expect(resultHref('/docs/concepts/editor-state#reading-the-state', ['editor', 'state'])).toBe(
      '/docs/concepts/editor-state?_highlight=editor&_highlight=state#reading-the-state',
    );
    expect(resultHref('/docs/intro', [])).toBe('/docs/intro');
    expect(resultHref('/docs/intro', ['a&b'])).toBe('/docs/intro?_highlight=a%26b');
  });

  it('reads the words back, sanitised', () => {
    expect(highlightWordsFromSearch('?_highlight=editor&_highlight=state&x=1')).toEqual(['editor', 'state']);
    expect(highlightWordsFromSearch('?_highlight=%3Cimg%20src%3Dx%3E')).toEqual(['img', 'src', 'x']);
    expect(highlightWordsFromSearch('')).toEqual([]);
  });
});

describe('marking words on the page', () => {
  it('wraps matches in <mark> inside text nodes, in document order', () => {
    const root = article('<h2>Editor state</h2><p>Read the <code>EditorState</code> of the editor.</p>');
    const marks = markWords(root, ['editor'], 'hl');
    expect(marks.map((m) => m.textContent)).toEqual(['Editor', 'Editor', 'editor']);
    expect(marks.every((m) => m.className === 'hl')).toBe(true);
    expect(root.querySelector('p')!.textContent).toBe('Read the EditorState of the editor.');
  });

  it('never turns the words into HTML', () => {
    const root = article('<p>an img tag and onerror attribute</p>');
    markWords(root, highlightWordsFromSearch('?_highlight=<img src=x onerror=alert(1)>'));
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelectorAll('mark').length).toBe(2);
  });

  it('skips scripts and styles and leaves text elsewhere alone', () => {
    const root = article('<style>.editor{}</style><p>editor</p>');
    expect(markWords(root, ['editor'])).toHaveLength(1);
    expect(root.querySelector('style')!.textContent).toBe('.editor{}');
  });

  it('unmarks back to the original text nodes', () => {
    const root = article('<p>The editor state and the editor.</p>');
    const before = root.innerHTML;
    markWords(root, ['editor', 'state']);
    unmarkWords(root);
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('p')!.childNodes).toHaveLength(1);
  });

  it('does nothing without words', () => {
    const root = article('<p>text</p>');
    expect(markWords(root, [])).toEqual([]);
  });
});

describe('hashTarget', () => {
  it('decodes a hash, and takes a malformed escape as it is instead of throwing', () => {
    expect(hashTarget('#caf%C3%A9')).toBe('café');
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashTarget('')).toBe('');
  });
});
