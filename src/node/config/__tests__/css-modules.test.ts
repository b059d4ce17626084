/**
 * @jest-environment node
 */
import path from 'node:path';
import { cssModules, fromCssLoader, localIdent } from '../css-modules';

/** What the test needs of postcss (css-loader's). */
type AcceptedPlugin = object;
interface Root {
  walkRules(selector: string, each: (rule: { walkDecls(each: (decl: { prop: string; value: string }) => void): void }) => void): void;
}

/** css-loader's own steps from options to the postcss plugins that name a module's classes. */
const cssLoader = fromCssLoader('./dist/utils') as {
  normalizeOptions: (raw: object, context: object) => object;
  getModulesPlugins: (options: object, context: object) => AcceptedPlugin[];
};
const postcss = fromCssLoader('postcss') as (plugins: AcceptedPlugin[]) => {
  process: (css: string, options: object) => Promise<{ root: Root }>;
};

/** Gatsby's CSS modules options (gatsby/dist/utils/webpack-utils.js, loaders.css). */
const GATSBY_MODULES = { namedExport: true, localIdentName: '[name]--[local]--[hash:hex:5]', exportLocalsConvention: 'dashesOnly' };
const ROOT = path.resolve('/site');
const RESOURCE = path.join(ROOT, 'src/components/Navbar/styles.module.css');

/** The class names css-loader gives `.bar` and `.item` of one module, as `{ local: scoped }`. */
async function classNames(matchResource: string | undefined, getLocalIdent?: typeof localIdent): Promise<Record<string, string>> {
  const context = {
    resourcePath: RESOURCE,
    resourceQuery: '',
    rootContext: ROOT,
    mode: 'production',
    _module: matchResource ? { matchResource } : undefined,
    emitError: (error: Error) => {
      throw error;
    },
  };
  const options = cssLoader.normalizeOptions({ modules: { ...GATSBY_MODULES, getLocalIdent } }, context);
  const result = await postcss(cssLoader.getModulesPlugins(options, context)).process('.bar { color: red } .item .bar { margin: 0 }', {
    from: RESOURCE,
  });
  const names: Record<string, string> = {};
  result.root.walkRules(':export', (rule) => rule.walkDecls((decl) => void (names[decl.prop] = decl.value)));
  return names;
}

describe('CSS modules through webpack’s importModule', () => {
  it('name each class as css-loader does for the module itself', async () => {
    const own = await classNames(undefined);
    expect(own.bar).toMatch(/^styles-module--bar--[0-9a-f]{5}$/);
    expect(await classNames(undefined, localIdent)).toEqual(own);
  });

  it('keep those names when importModule gives the module a match resource, as the HTML renderer names them', async () => {
    const matchResource = `${RESOURCE}.webpack[javascript/auto]`;
    const own = await classNames(undefined);
    // css-loader's default hashes the match resource too: the browser's names would change.
    expect(await classNames(matchResource)).not.toEqual(own);
    expect(await classNames(matchResource, localIdent)).toEqual(own);
  });

  it('run CSS modules through importModule in the browser bundles, and the renderers without postcss', () => {
    class MiniCssExtractPlugin {
      constructor(public options: object) {}
    }
    const cssLoaderItem = { loader: '/n/css-loader/dist/cjs.js', options: { modules: GATSBY_MODULES, importLoaders: 1 } };
    const postcssItem = { loader: '/n/postcss-loader/dist/cjs.js', options: {} };
    const config = (ssr: boolean) => ({
      module: {
        rules: [
          {
            oneOf: [
              {
                test: /\.module\.css$/,
                use: [...(ssr ? [] : [{ loader: '/n/mini-css-extract-plugin/dist/loader.js' }]), cssLoaderItem, postcssItem],
              },
            ],
          },
          { test: /\.js$/, use: [{ loader: '/n/babel-loader/lib/index.js' }] },
        ],
      },
      plugins: [new MiniCssExtractPlugin({ filename: '[name].css' }), { other: true }],
    });
    const cssUse = (changed: ReturnType<typeof config>) => (changed.module.rules[0] as { oneOf: { use: object[] }[] }).oneOf[0].use;
    for (const stage of ['develop', 'build-javascript']) {
      const changed = config(false);
      cssModules(changed, stage);
      expect((changed.plugins[0] as MiniCssExtractPlugin).options).toEqual({ filename: '[name].css', experimentalUseImportModule: true });
      expect(changed.plugins[0]).toBeInstanceOf(MiniCssExtractPlugin);
      expect(changed.plugins[1]).toEqual({ other: true });
      expect(cssUse(changed)).toEqual([
        { loader: '/n/mini-css-extract-plugin/dist/loader.js' },
        { ...cssLoaderItem, options: { ...cssLoaderItem.options, modules: { ...GATSBY_MODULES, getLocalIdent: localIdent } } },
        postcssItem,
      ]);
      expect(changed.module.rules[1]).toEqual(config(false).module.rules[1]);
    }
    for (const stage of ['build-html', 'develop-html']) {
      const changed = config(true);
      cssModules(changed, stage);
      expect(cssUse(changed)).toEqual([{ ...cssLoaderItem, options: { ...cssLoaderItem.options, importLoaders: 0 } }]);
      expect(changed.module.rules[1]).toEqual(config(true).module.rules[1]);
      expect(changed.plugins).toEqual(config(true).plugins);
    }
  });
});
