import path from 'node:path';
import { externalForDevelopShell, externalForNode, serverBundle } from '../server-bundle';

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

describe("develop's renderer of the shell page", () => {
  function developShellExternal(request: string): Promise<string | undefined> {
    return new Promise((resolve, reject) => {
      externalForDevelopShell({ request }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  }

  it('also leaves lodash and common-tags to Node, which finds them from the renderer in .cache/develop-html', async () => {
    for (const request of ['lodash', 'lodash/merge', 'common-tags']) {
      expect(await developShellExternal(request)).toBe(`commonjs ${request}`);
      expect(require.resolve(request, { paths: [path.resolve('.cache/develop-html')] })).toMatch(/\.c?js$/);
    }
    for (const request of ['./Seo', 'react', 'gatsby', 'lodash-es', 'common-tags-extra']) {
      expect(await developShellExternal(request)).toBeUndefined();
    }
  });

  it('keeps the externals Gatsby set and changes nothing else', () => {
    const builtins = { fs: 'commonjs fs' };
    const shell = { externals: [builtins], optimization: { minimize: false } };
    serverBundle(shell, 'develop-html');
    expect(shell).toEqual({ externals: [builtins, externalForNode, externalForDevelopShell], optimization: { minimize: false } });
  });
});
