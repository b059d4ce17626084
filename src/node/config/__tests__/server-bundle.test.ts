import path from 'node:path';
import { externalForNode, serverBundle } from '../server-bundle';

function external(request: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    externalForNode({ request }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** What Node's require finds from the renderer's folder, .cache/page-ssr/routes. */
const fromRenderer = (request: string) => require.resolve(request, { paths: [path.resolve('.cache/page-ssr/routes')] });

describe('the HTML renderer', () => {
  it('leaves the Lexical packages and the editors’ libraries to Node, as their CommonJS builds', async () => {
    for (const request of [
      'lexical',
      '@lexical/react/LexicalComposer',
      '@lexical/yjs',
      'yjs',
      'lib0/decoding',
      'prismjs',
      'prism-react-renderer',
    ]) {
      expect(await external(request)).toBe(`commonjs ${request}`);
      expect(fromRenderer(request)).toMatch(/\.c?js$/);
    }
  });

  it('bundles everything else: the site, React (Gatsby externalises it itself), Gatsby and CSS', async () => {
    for (const request of ['./Seo', 'react', 'gatsby', '@fontsource/inter/400.css', 'lexical-website', 'node-fetch']) {
      expect(await external(request)).toBeUndefined();
    }
  });

  it('changes the build-html stage only, keeping the externals Gatsby set', () => {
    const builtins = { fs: 'commonjs fs' };
    const html = { externals: [builtins], optimization: { minimize: false } };
    serverBundle(html, 'build-html');
    expect(html.externals).toEqual([builtins, externalForNode]);
    expect(html.optimization).toMatchObject({ minimize: false, concatenateModules: false, usedExports: false });
    const browser = { externals: [builtins], optimization: {} };
    serverBundle(browser, 'build-javascript');
    expect(browser).toEqual({ externals: [builtins], optimization: {} });
  });
});
