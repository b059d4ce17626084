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

  it('run CSS modules through importModule in the browser bundles only', () => {
    class MiniCssExtractPlugin {
      constructor(public options: object) {}
    }
    const cssLoaderItem = { loader: '/n/css-loader/dist/cjs.js', options: { modules: GATSBY_MODULES, importLoaders: 1 } };
    const config = () => ({
      module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: 'mini-css-extract' }, cssLoaderItem] }] }, { test: /\.js$/ }] },
      plugins: [new MiniCssExtractPlugin({ filename: '[name].css' }), { other: true }],
    });
    for (const stage of ['develop', 'build-javascript']) {
      const changed = config();
      cssModules(changed, stage);
      expect((changed.plugins[0] as MiniCssExtractPlugin).options).toEqual({ filename: '[name].css', experimentalUseImportModule: true });
      expect(changed.plugins[0]).toBeInstanceOf(MiniCssExtractPlugin);
      expect(changed.plugins[1]).toEqual({ other: true });
      const use = (changed.module.rules[0] as { oneOf: { use: { options?: { modules?: object } }[] }[] }).oneOf[0].use;
      expect(use[1].options?.modules).toEqual({ ...GATSBY_MODULES, getLocalIdent: localIdent });
      expect(changed.module.rules[1]).toEqual({ test: /\.js$/ });
    }
    for (const stage of ['build-html', 'develop-html']) {
      const kept = config();
      cssModules(kept, stage);
      expect(kept).toEqual(config());
    }
  });
});
