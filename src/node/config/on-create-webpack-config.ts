/**
 * The editors' loop depends on webpack more than on anything else, so Gatsby's webpack config
 * is adjusted through its public hook (onCreateWebpackConfig), each change giving the same
 * output sooner:
 *
 * - **SWC compiles the site's TypeScript** in every stage. Gatsby's Babel still runs its own
 *   plugins on the modules whose code they change: files holding a `graphql` query (the queries
 *   are lifted out) and page components (their `Head` is split from their body); the site's
 *   babel.config.js keeps babel-preset-gatsby's transforms out of them, and SWC compiles them
 *   after. A TypeScript module matches both Gatsby's JavaScript rule and its TypeScript rule;
 *   SWC compiles it in the second only. In develop SWC also adds React Refresh.
 * - **Each MDX file is compiled from the file** by @mdx-js/loader (./mdx-loaders.ts), in place
 *   of gatsby-plugin-mdx's rule; bodies in the browser are islands only, and the browser's MDX
 *   components are the islands' alone (src/mdx/island-components.tsx).
 * - **SWC minifies** the production JavaScript instead of Terser, every chunk at once on SWC's
 *   own threads, not one chunk at a time through the plugin's worker pool.
 * - **develop compiles pages lazily**: each page component and what the site loads with
 *   `import()` (live editors, gallery examples, search) compiles the first time a page asks
 *   for it, so a start compiles the shell, not every doc.
 * - **webpack's persistent cache is keyed by content** (./cache-version.ts), not by a walk of
 *   every module Gatsby's build dependencies loaded. develop writes it once the editor has
 *   paused, keeps every module in memory and the resolution of every import, and checks a
 *   file's content when its time stamp changed (Gatsby rewrites its runtime's files at every
 *   start).
 * - **develop's server bundle holds no page**: without Gatsby's experimental develop SSR it
 *   only renders the shell's empty `index.html`, so its page list is an empty one
 *   (./develop-shell-pages.cjs) and its page wrappers give back what they wrap
 *   (./develop-shell-wrappers.cjs).
 * - **develop's browser bundle takes the browser's `globalThis`, `URL` and `URLSearchParams`**
 *   instead of core-js-pure's polyfills of them, and dequal instead of lodash's `isEqual`: every
 *   browser the site supports has them.
 * - **develop does not lint what it compiles**: Gatsby's ESLint plugin would lint its own
 *   `.cache` files only (the site's sources are TypeScript); `npm run lint` lints the site.
 * - **The HTML renderer bundles the site, not the libraries** (./server-bundle.ts).
 * - **A changed stylesheet renders every page again** in a warm build, as a cold build would:
 *   the renderer's hash takes in the browser's stylesheets (./renderer-stylesheets.ts).
 * - **CSS modules go through webpack's `importModule`** in the browser bundles, not a child
 *   compiler for each of them (./css-modules.ts).
 * - **No theme shadowing**: Gatsby resolves every import of the site through its
 *   theme-shadowing resolver; the site has no theme, so the resolver goes.
 * - **Chunks are named by id, with short hashes**, in the browser's bundle, so webpack's runtime
 *   carries no map of chunk names and a short map of their hashes.
 * - **No source maps in production** unless `GATSBY_SOURCE_MAPS=1` is set, which writes hidden
 *   ones (`.map` files no page points to).
 *
 * Every class stays a native class (the browser targets of package.json's browserslist all have
 * them), which Lexical's node classes need: `class EmojiNode extends TextNode` must call its
 * parent with `new`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { cssModules } from './css-modules';
import { keyedByContent } from './cache-version';
import { type JsLoader, mdxLoaders, TYPED_PAGE_LOADER } from './mdx-loaders';
import { StylesheetsInRendererHash } from './renderer-stylesheets';
import { serverBundle } from './server-bundle';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';

interface UseInfo {
  resource: string;
  resourceQuery: string;
  issuer: string;
}

const GRAPHQL_TAG = /\bgraphql\s*`/;

/** A module Gatsby's Babel plugins must see: it holds a query, or it is a page component. */
export function needsGatsbyBabel(info: UseInfo): boolean {
  if (/async-requires/.test(info.issuer ?? '')) return true;
  try {
    return GRAPHQL_TAG.test(fs.readFileSync(info.resource, 'utf8'));
  } catch {
    return true;
  }
}

let targets: string[] | undefined;
/** The browsers the site supports: package.json's browserslist, which Babel reads too. */
function browserTargets(): string[] {
  targets ??= (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { browserslist: string[] }).browserslist;
  return targets;
}

/** swc-loader's options for one module of one stage. */
export function swcOptions(stage: Stage, resource: string): Record<string, unknown> {
  const typescript = /\.tsx?$/.test(resource);
  const develop = stage === 'develop';
  const server = stage === 'build-html' || stage === 'develop-html';
  return {
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: resource.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic', development: develop, refresh: develop } },
      externalHelpers: false,
    },
    env: { targets: server ? { node: '20' } : browserTargets() },
    module: { type: 'es6' },
    sourceMaps: develop,
  };
}

function isBabel(item: RuleSetUseItem): item is { loader: string; options?: Record<string, unknown> } {
  return typeof item === 'object' && item !== null && 'loader' in item && /babel-loader/.test(String(item.loader));
}

/** Gatsby's JavaScript rule, which a TypeScript module also matches (its TypeScript rule comes after). */
const JAVASCRIPT_RULE = '\\.(js|mjs|jsx|ts|tsx)$';
const TYPESCRIPT = /\.tsx?$/;

/** Wraps a rule's `use` so that its Babel step becomes SWC where Gatsby's own Babel plugins have nothing to do. */
function withSwc(rule: RuleSetRule, stage: Stage): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  const javascriptRule = rule.test instanceof RegExp && rule.test.source === JAVASCRIPT_RULE;
  return {
    ...rule,
    use: (info: UseInfo) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]);
      // Gatsby's plugins first (with the site's babel.config.js), then SWC for the browsers
      // (develop's browsers are the editor's own, and Babel adds React Refresh there).
      if (needsGatsbyBabel(info))
        return javascriptRule && stage !== 'develop'
          ? [{ loader: 'swc-loader', options: swcOptions(stage, info.resource) }, ...items]
          : items;
      // A TypeScript module is compiled once, by the TypeScript rule.
      if (javascriptRule && TYPESCRIPT.test(info.resource)) return items.filter((item) => !isBabel(item));
      return items.map((item) => (isBabel(item) ? { loader: 'swc-loader', options: swcOptions(stage, info.resource) } : item));
    },
  };
}

const SITE_SOURCES = `${path.resolve('src')}${path.sep}`;
const CONTENT_SOURCES = `${path.resolve('content')}${path.sep}`;
const DEVELOP_SHELL_PAGES = path.resolve('src/node/config/develop-shell-pages.cjs');
const DEVELOP_SHELL_WRAPPERS = path.resolve('src/node/config/develop-shell-wrappers.cjs');
/** Hex digits of the content hash in the names of the browser's scripts and styles (src/node/publish/deploy/write.ts knows them by it). */
export const BROWSER_HASH_LENGTH = 10;

/** The MDX components of the browser's production bundle: the islands alone (src/mdx/island-components.tsx says why). */
const ISLAND_COMPONENTS = path.resolve('src/mdx/island-components.tsx');

/**
 * What develop compiles only when a page first imports it: every `import()` target of the
 * site's own sources and content, that is each page component (a template, or a page of
 * src/pages), each guide's and post's MDX body (src/mdx/compiled-bodies.ts) and what pages load on demand (the live editors with the Lexical packages, the
 * gallery's examples, the search engine). The first start compiles the shell alone; a page
 * compiles with its first visit. This is safe because no page component holds a static query:
 * the site's static queries sit in modules the root wrapper reaches (src/contexts/SiteFiles.tsx),
 * which Gatsby gives to every page before any page compiles.
 */
export function isLazyInDevelop(module: { nameForCondition(): string | null }): boolean {
  const name = module.nameForCondition() ?? '';
  return name.startsWith(SITE_SOURCES) || name.startsWith(CONTENT_SOURCES);
}

const DEVELOP_GLOBALS = path.resolve('src/node/config/develop-browser-globals');

/**
 * The browser's own globals in place of core-js-pure's polyfills of them, in develop's browser
 * bundle: React Refresh's client (@pmmmwh/react-refresh-webpack-plugin) asks for `globalThis`,
 * `URL` and `URLSearchParams` through core-js-pure, 132 modules that every develop start
 * compiled for browsers that all have them (package.json's browserslist). About 1.1 s less of
 * the development bundle, measured alternated from an empty cache.
 */
export function developGlobals(): Record<string, string> {
  return {
    'core-js-pure/features/global-this$': path.join(DEVELOP_GLOBALS, 'global-this.cjs'),
    'core-js-pure/web/url$': path.join(DEVELOP_GLOBALS, 'url.cjs'),
    'core-js-pure/web/url-search-params$': path.join(DEVELOP_GLOBALS, 'url-search-params.cjs'),
  };
}

/** Gatsby's dev loader's deep equality (lodash/isEqual), as develop's browser bundle resolves it. */
export const DEVELOP_PAGE_DATA_EQUAL = path.resolve('src/node/config/develop-page-data-equal.cjs');

/**
 * dequal in place of lodash's `isEqual`, in develop's browser bundle: Gatsby's dev loader
 * (gatsby/cache-dir/dev-loader.js) compares the page data it fetched, plain JSON, with what it
 * holds, and lodash's `isEqual` brought 89 modules into every develop start for it.
 */
export function developPageDataEqual(): Record<string, string> {
  return { 'lodash/isEqual$': DEVELOP_PAGE_DATA_EQUAL };
}

const SHADOWING_RESOLVER = 'GatsbyThemeComponentShadowingResolverPlugin';

/** The resolver plugins without Gatsby's theme shadowing (see the top of this file). */
export function withoutThemeShadowing(plugins: readonly object[] | undefined): object[] {
  const kept = (plugins ?? []).filter((plugin) => plugin.constructor.name !== SHADOWING_RESOLVER);
  if (kept.length === (plugins ?? []).length) {
    throw new Error(
      `src/node/config/on-create-webpack-config.ts: Gatsby no longer adds its ${SHADOWING_RESOLVER}; remove withoutThemeShadowing.`,
    );
  }
  return kept;
}

function sourceMaps(stage: Stage): string | false | undefined {
  if (stage === 'develop' || stage === 'develop-html') return undefined;
  return process.env.GATSBY_SOURCE_MAPS === '1' ? 'hidden-source-map' : false;
}

/**
 * How develop's webpack cache tells whether a module's file changed: by its time stamp, and
 * when that differs, by its content, as webpack does in production. Gatsby copies its runtime
 * into `.cache` at every start, giving some 60 unchanged modules a new time stamp; with time
 * stamps alone every start rebuilt them and what imports them (105 modules after a session
 * that had written its cache, "Building development bundle" 3.0 s; now 6 modules, 1.7 s).
 */
export const DEVELOP_MODULE_SNAPSHOT = { timestamp: true, hash: true };

/** How long develop waits after a rebuild, with no other change, before writing webpack's cache. */
const DEVELOP_CACHE_WRITE_PAUSE_MS = 5000;

/**
 * develop's cache is written once the editor has paused (the write takes the main thread, when
 * the next save is often already being handled), and keeps every module in memory, however many
 * rebuilds ago it was last used, rather than reading it back from the pack.
 */
export function cacheWrites<T extends object>(stage: Stage, cache: T): T {
  if (stage === 'develop') return { ...cache, idleTimeoutAfterLargeChanges: DEVELOP_CACHE_WRITE_PAUSE_MS, maxMemoryGenerations: Infinity };
  return cache;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins, loaders }) => {
  const config = getConfig();
  const current = stage as Stage;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withSwc(rule, current));
  config.resolve.plugins = withoutThemeShadowing(config.resolve.plugins);
  mdxLoaders(config, current, loaders.js as JsLoader);
  cssModules(config, current);
  serverBundle(config, current);
  if (config.cache) {
    const keyed = keyedByContent(config.cache, [TYPED_PAGE_LOADER]);
    config.cache = cacheWrites(current, keyed.cache);
    config.plugins.push(...keyed.plugins);
  }
  if (current === 'develop' || current === 'develop-html') config.snapshot = { ...config.snapshot, module: DEVELOP_MODULE_SNAPSHOT };
  const devtool = sourceMaps(current);
  if (devtool !== undefined) config.devtool = devtool;
  if (current === 'develop-html' && !process.env.GATSBY_EXPERIMENTAL_DEV_SSR) {
    config.plugins.push(
      plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, DEVELOP_SHELL_PAGES),
      plugins.normalModuleReplacement(/\/src\/gatsby\/wrap-page-element(\.tsx)?$/, DEVELOP_SHELL_WRAPPERS),
    );
  }
  if (current === 'develop') {
    config.plugins = (config.plugins as object[]).filter((plugin) => plugin.constructor.name !== 'ESLintWebpackPlugin');
    // A save re-resolves every import of the modules it rebuilds, each result checked against
    // the file system, unless the module's resolution is kept: webpack keeps it for
    // node_modules only, the site's own imports are kept too (an import that starts naming
    // another existing file, as when a file is added beside a folder of the same name, needs a
    // restart).
    config.module.unsafeCache = true;
    config.resolve.alias = { ...config.resolve.alias, ...developGlobals(), ...developPageDataEqual() };
    config.experiments = { ...config.experiments, lazyCompilation: { entries: false, imports: true, test: isLazyInDevelop } };
  }
  if (current === 'build-html') config.plugins.push(new StylesheetsInRendererHash(path.resolve('public')));
  if (current === 'build-javascript') {
    // Chunks named by id, not by name, with a hash of 10 hex digits, not 20: webpack's runtime,
    // loaded by every page, holds a map of every chunk's file (each doc's body is a chunk), and
    // then no names and shorter hashes. Gatsby finds a page's files through its
    // stats, whatever their names.
    config.output.chunkFilename = '[id]-[contenthash].js';
    config.output.hashDigestLength = BROWSER_HASH_LENGTH;
    config.plugins.push(plugins.normalModuleReplacement(/\/src\/mdx\/body-components(\.ts)?$/, ISLAND_COMPONENTS));
    config.optimization.minimizer = (config.optimization.minimizer as unknown[]).map((plugin) =>
      (plugin as object).constructor.name === 'TerserPlugin'
        ? new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            parallel: false,
            exclude: /\.min\.js/,
            terserOptions: { compress: true, mangle: true },
          })
        : plugin,
    );
  }
  actions.replaceWebpackConfig(config);
};
