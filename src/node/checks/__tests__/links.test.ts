/** @jest-environment node */
import { findBrokenLinks, type LinkCheckDoc } from '../links';

const doc = (file: string, path: string, headingIds: string[], links: LinkCheckDoc['links'] = []): LinkCheckDoc => ({
  file,
  path,
  headingIds,
  links,
});
const link = (url: string, resolved: string | null, missingFile: string | null = null, line = 5) => ({
  url,
  resolved,
  missingFile,
  line,
});

describe('findBrokenLinks', () => {
  const target = doc('content/docs/concepts/nodes.mdx', '/docs/concepts/nodes', ['custom-nodes']);

  it('accepts links to existing headings, here and on other docs', () => {
    const source = doc(
      'content/docs/intro.mdx',
      '/docs/intro',
      ['why'],
      [
        link('#why', '#why'),
        link('./concepts/nodes.mdx#custom-nodes', '/docs/concepts/nodes#custom-nodes'),
        link('https://lexical.dev', null),
        link('/community', '/community'),
      ],
    );
    expect(findBrokenLinks([source, target])).toEqual([]);
  });

  it('names the file, line and target of a link to a missing anchor', () => {
    const source = doc('content/docs/intro.mdx', '/docs/intro', [], [link('./concepts/nodes.mdx#missing', '/docs/concepts/nodes#missing')]);
    expect(findBrokenLinks([source, target])).toEqual([
      'content/docs/intro.mdx:5: the link "./concepts/nodes.mdx#missing" points to the anchor "#missing", which is not a heading of content/docs/concepts/nodes.mdx; headings there: #custom-nodes',
    ]);
  });

  it('checks anchors on the same page', () => {
    const source = doc('content/docs/intro.mdx', '/docs/intro', ['why'], [link('#how', '#how', null, 9)]);
    expect(findBrokenLinks([source])).toEqual([
      'content/docs/intro.mdx:9: the link "#how" points to the anchor "#how", which is not a heading of content/docs/intro.mdx; headings there: #why',
    ]);
  });

  it('names the file and target of a Markdown link to a missing file', () => {
    const source = doc('content/docs/intro.mdx', '/docs/intro', [], [link('./missing.mdx', null, 'content/docs/missing.mdx', 3)]);
    expect(findBrokenLinks([source])).toEqual([
      'content/docs/intro.mdx:3: the link "./missing.mdx" points to content/docs/missing.mdx, which does not exist; fix the path or create the file',
    ]);
  });
});
