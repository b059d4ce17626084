/**
 * The static bodies written beside the page data: cut from the rendered page with an HTML
 * parser, exactly as the server wrote them, for the pages whose context names a body.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bodyMarkup, writeBodyFiles } from '../bodies';

const BODY =
  '<h2 id="a">A <code>&lt;div&gt;</code></h2><div data-island="0"><div title="x > y">live</div></div><p>Done.<img src="/a.png" alt=""><br></p><p>One<p>Two</p>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><style>div{}</style><script>var s = '<div data-mdx-body="/no">';</script></head>` +
  `<body><div id="___gatsby"><main><div class="markdown" data-mdx-body="/docs/a">${body}</div><footer><div>after</div></footer></main></div></body></html>`;

describe('body files', () => {
  it('are the inner markup of the body element, byte for byte, whatever scripts or nested elements hold', () => {
    expect(bodyMarkup(page(BODY), 'public/docs/a/index.html')).toBe(BODY);
  });

  it('name the page and the component when the page has no body element', () => {
    expect(() => bodyMarkup('<html><body><main>text</main></body></html>', 'public/docs/b/index.html')).toThrow(
      'public/docs/b/index.html: the page names a body in its context but its HTML has no complete [data-mdx-body] element',
    );
  });

  it('are written beside the page data of each page whose context names a body, and only those', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bodies-'));
    for (const route of ['docs/a', 'docs/api']) {
      fs.mkdirSync(path.join(dir, route), { recursive: true });
      fs.writeFileSync(path.join(dir, route, 'index.html'), page(BODY));
    }
    const written = await writeBodyFiles(dir, [
      { path: '/docs/a', context: { body: 'docs/a.mdx' } },
      { path: '/docs/api', context: {} },
      { path: '/404/', context: null },
    ]);
    expect(written).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'page-data/docs/a/body.html'), 'utf8')).toBe(BODY);
    expect(fs.existsSync(path.join(dir, 'page-data/docs/api/body.html'))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
