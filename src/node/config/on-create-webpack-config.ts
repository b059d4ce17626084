/**
 * The editors' loop depends on webpack more than on anything else, so three of Gatsby's
 * defaults are swapped for faster tools that give the same output:
 *
 * - **SWC compiles the site's TypeScript and the MDX output** in every stage, and in the
 *   production stages each module once (a TypeScript module went through two of Gatsby's
 *   rules, a doc's page component three); develop's browser bundle keeps Gatsby's rules (see
 *   withSwc). Babel runs only where Gatsby's own plugins do real work: files holding a
 *   `graphql` query (the queries are lifted out at build time) and page components loaded
 *   through async-requires (Gatsby splits their `Head` from their body); outside develop's
 *   browser bundle it runs those plugins alone, without babel-preset-gatsby. In develop SWC
 *   also adds React Refresh, as Babel did.
 * - **A template that many content files share compiles once per production stage**
 *   (./shared-template-loader.cjs): each doc's page component is the doc template named with
 *   its MDX file, and Gatsby's plugins and SWC gave the same code for each of them.
 * - **Each MDX doc compiles once per process** (./mdx-loaders.ts): the browser's bundle
 *   compiles only each body's islands, and the HTML renderer and develop take the code the
 *   sourcing compiled.
 * - **SWC minifies** the production JavaScript instead of Terser, every chunk at once on SWC's
 *   own threads: with its `parallel` default the plugin sent the chunks one at a time to its
 *   worker threads (one per core but one: a single thread on 2 cores), and the main thread
 *   waited about 4.5 s for them at the end of the browser bundle instead of about 2.5 s.
 * - **develop compiles pages lazily**: each page component and what the site loads with
 *   `import()` (live editors, gallery examples, search) compiles the first time a page asks
 *   for it, so a start compiles the shell, not every doc.
 * - **webpack's persistent cache is keyed by content**, not by a walk of every loaded
 *   module: Gatsby names its `webpack.config.js` and each plugin's `gatsby-node` as the
 *   cache's build dependencies, and webpack then resolves every module those have loaded,
 *   Gatsby's and TypeScript's included (thousands of synchronous stats: 15 s of a cold build
 *   before the HTML renderer's cache was written; in develop 7 s after the first compile and
 *   the same again when the first page compiled). The cache's version is a hash of the
 *   lockfile and of the site's own files among those modules and loaders instead
 *   (./cache-version.ts). In develop the cache is written once the editor has paused for 5 s,
 *   not 1 s after each rebuild, when the next save is often already being handled (writing it
 *   took 0.2-0.4 s of the main thread). develop also keeps every module in memory and the
 *   resolution of every import (see cacheWrites and the develop stage below): a save showed
 *   about 0.2 s sooner (0.3 s less of the main thread in a profile). A build writes both bundles' caches while Gatsby's
 *   workers render the pages' HTML (a patch of Gatsby's build closes the compilers there), not
 *   during the HTML renderer's compile: 3-7 s less of a cold build's main thread.
 * - **develop's cache checks a file's content when its time stamp changed**
 *   (DEVELOP_MODULE_SNAPSHOT), as production does: Gatsby rewrites its runtime's files at
 *   every start, and a warm start rebuilt them.
 * - **develop's server bundle holds no page**: without Gatsby's experimental develop SSR, the
 *   server bundle only renders the shell's `index.html`, which names no page, yet it compiled
 *   every page component (27 s of a cold start). Its page list is an empty one
 *   (./develop-shell-pages.cjs), and its page wrappers give back what they wrap
 *   (./develop-shell-wrappers.cjs): the site's wrappers render nothing around the shell's
 *   empty root, and they brought in the whole component tree.
 * - **develop's browser bundle takes the browser's `globalThis`, `URL` and `URLSearchParams`**
 *   instead of core-js-pure's 132 modules of polyfills for them (developGlobals), and dequal
 *   instead of lodash's `isEqual` with its 89 modules (developPageDataEqual).
 * - **develop does not lint what it compiles**: Gatsby adds ESLint to develop's browser
 *   bundle, with its own rules, for the `.js` and `.jsx` modules of a site without an
 *   `.eslintrc` (a flat `eslint.config.mjs` is not looked for). The site's sources are
 *   TypeScript, so it linted Gatsby's own `.cache` files, about 1.6 s of a cold start; the
 *   site's own ESLint (`npm run lint`) lints its sources.
 * - **The HTML renderer bundles the site, not the libraries** (./server-bundle.ts).
 * - **CSS modules go through webpack's `importModule`** in the browser bundles, not a child
 *   compiler for each of them (./css-modules.ts): develop's bundle from an empty cache 2.3-5.2 s
 *   sooner in two alternated pairs, the production one 1.5-3 s, and public/ the same but for
 *   the compilation hash; the HTML renderers, which keep only a CSS module's class names,
 *   skip postcss-loader.
 * - **No theme shadowing**: Gatsby resolves every request from a file of any plugin's `src`
 *   through its theme-shadowing resolver, and it counts the site itself as a plugin, so each
 *   import in `src` listed folders to look for a shadowing file (0.8 s of a cold build's
 *   browser bundle, and more in the HTML renderer and develop). The site has no theme and no
 *   `src/<plugin name>/` folder to shadow one, so the resolver goes.
 * - **No source maps in production** unless `GATSBY_SOURCE_MAPS=1` is set, which writes hidden
 *   ones (`.map` files no page points to). They were most of `public/` and a large share of the
 *   bundling time.
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
import { browserBundle } from './browser-bundle';
import { cssModules } from './css-modules';
import { keyedByContent } from './cache-version';
import { mdxLoaders, SITE_MDX_LOADERS } from './mdx-loaders';
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

/** A module as Gatsby's own dependencies resolve it (Babel's loader and Gatsby's Babel plugins are theirs). */
const fromGatsby = (request: string) => require.resolve(request, { paths: [path.dirname(require.resolve('gatsby/package.json'))] });

/** The stages whose modules go through gatsbyBabelOnly: all but develop's browser bundle (see withSwc). */
type OwnBabelStage = Exclude<Stage, 'develop'>;

/**
 * The Babel plugins Gatsby requires of a module with a query or of a page component, as its
 * babel-loader adds them (gatsby/dist/utils/babel-loader-helpers.js, prepareOptions) in the
 * stages other than develop's browser bundle: the queries lifted out, and a page component's
 * APIs that the browser must not see removed. babel-preset-gatsby's transforms are SWC's.
 */
export function gatsbyBabelPlugins(stage: OwnBabelStage, isPageTemplate: boolean, resourceQuery: string): unknown[] {
  const plugins: unknown[] = [[fromGatsby('babel-plugin-remove-graphql-queries'), { stage, staticQueryDir: 'page-data/sq/d' }]];
  if (stage === 'build-javascript' && isPageTemplate) {
    const apis = ['getServerData', 'config'];
    if (/[?&]export=default/.test(resourceQuery)) apis.push('Head');
    if (/[?&]export=head/.test(resourceQuery)) apis.push('default');
    plugins.push([fromGatsby('gatsby/dist/utils/babel/babel-plugin-remove-api'), { apis }]);
  }
  if (stage === 'build-html' || stage === 'develop-html') {
    plugins.push(fromGatsby('gatsby/dist/utils/babel/babel-plugin-add-slice-placeholder-location'));
  }
  return plugins;
}

/**
 * Gatsby's Babel step for a module its plugins must see, without babel-preset-gatsby: Babel
 * parses the TypeScript and JSX, runs only Gatsby's own plugins and prints the module back as
 * it was otherwise; SWC then compiles it like any other. With the preset, Babel built its
 * configuration again for each doc's page component (its cache is keyed by the resource
 * query, which names the doc) and ran preset-env over every one.
 */
function gatsbyBabelOptions(item: { options?: Record<string, unknown> }, stage: OwnBabelStage, info: UseInfo): Record<string, unknown> {
  const options = item.options ?? {};
  const syntax = /\.tsx$/.test(info.resource) ? ['typescript', 'jsx'] : /\.ts$/.test(info.resource) ? ['typescript'] : ['jsx'];
  return {
    babelrc: false,
    configFile: false,
    sourceType: 'unambiguous',
    compact: false,
    parserOpts: { plugins: syntax },
    plugins: gatsbyBabelPlugins(stage, Boolean(options.isPageTemplate), String(options.resourceQuery ?? info.resourceQuery ?? '')),
  };
}

function gatsbyBabelOnly(item: { options?: Record<string, unknown> }, stage: OwnBabelStage, info: UseInfo): RuleSetUseItem {
  return { loader: fromGatsby('babel-loader'), options: gatsbyBabelOptions(item, stage, info) };
}

/** A page component that is a template shared by many content files: `doc.tsx?__contentFilePath=…`. */
const SHARED_TEMPLATE = /[?&]__contentFilePath=/;
const SHARED_TEMPLATE_LOADER = path.resolve('src/node/config/shared-template-loader.cjs');

/**
 * The loaders of one module of a production stage for one Babel item of Gatsby's: SWC, after
 * Gatsby's plugins where the module needs them. A page component that many content files share
 * compiles once per stage for all of them (./shared-template-loader.cjs): the same two steps
 * for each of the 52 docs were about 2 s of a cold build's main thread.
 */
export function productionLoaders(item: { options?: Record<string, unknown> }, stage: OwnBabelStage, info: UseInfo): RuleSetUseItem[] {
  const swcOptionsOfModule = swcOptions(stage, info.resource);
  if (!needsGatsbyBabel(info)) return [{ loader: 'swc-loader', options: swcOptionsOfModule }];
  if (SHARED_TEMPLATE.test(info.resourceQuery ?? '')) {
    return [
      { loader: SHARED_TEMPLATE_LOADER, options: { babelOptions: gatsbyBabelOptions(item, stage, info), swcOptions: swcOptionsOfModule } },
    ];
  }
  // Loaders run last to first: Gatsby's plugins see the source, then SWC compiles it.
  return [{ loader: 'swc-loader', options: swcOptionsOfModule }, gatsbyBabelOnly(item, stage, info)];
}

/**
 * A module matched by several rules goes through the loaders of each, the last rule's first.
 * A TypeScript module matches Gatsby's JavaScript rule and gatsby-plugin-typescript's rule
 * (part of Gatsby), which comes last; a doc's page component (the template, its MDX named in
 * its query) also matches gatsby-plugin-mdx's layout rule in between, whose loader parses
 * JavaScript, so the TypeScript rule's compile must come first. Each module is compiled once:
 * by the TypeScript rule if it is TypeScript, else by the JavaScript rule; the layout loader's
 * output (the compiled template wrapped around the MDX, its JSX already built) by neither again.
 */
type RuleRole = 'typescript' | 'javascript' | 'layout' | 'other';

function roleOf(rule: RuleSetRule): RuleRole {
  const test = rule.test instanceof RegExp ? rule.test.source : '';
  if (test === '\\.tsx?$') return 'typescript';
  if (test === '\\.(js|mjs|jsx|ts|tsx)$') return 'javascript';
  return 'other';
}

const TYPESCRIPT = /\.tsx?$/;

function compiles(role: RuleRole, resource: string): boolean {
  if (role === 'layout') return false;
  if (role === 'javascript') return !TYPESCRIPT.test(resource);
  return true;
}

/** Wraps a rule's `use` so that its Babel step becomes SWC, with Babel kept only for Gatsby's own plugins. */
function withSwc(rule: RuleSetRule, stage: Stage): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  const ruleRole = roleOf(rule);
  return {
    ...rule,
    use: (info: UseInfo) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]);
      // develop's browser bundle keeps Gatsby's Babel where its plugins work, and its rules as
      // they are: with the compile below, develop started about 10 s sooner from an empty cache,
      // but the develop benchmark's first title edit on a warm server never showed (3 runs of
      // 3; none lost with this), for a reason not found yet (bench/report.md).
      if (stage === 'develop') {
        if (needsGatsbyBabel(info)) return items;
        return items.map((item) => (isBabel(item) ? { loader: 'swc-loader', options: swcOptions(stage, info.resource) } : item));
      }
      const layout = items.some((item) => typeof item === 'object' && item !== null && /gatsby-layout-loader/.test(String(item.loader)));
      const role = layout ? 'layout' : ruleRole;
      return items.flatMap((item) => {
        if (!isBabel(item)) return [item];
        if (!compiles(role, info.resource)) return [];
        return productionLoaders(item, stage, info);
      });
    },
  };
}

const SITE_SOURCES = `${path.resolve('src')}${path.sep}`;
const DEVELOP_SHELL_PAGES = path.resolve('src/node/config/develop-shell-pages.cjs');
const DEVELOP_SHELL_WRAPPERS = path.resolve('src/node/config/develop-shell-wrappers.cjs');

/**
 * What develop compiles only when a page first imports it: every `import()` target of the
 * site's own sources, that is each page component (a template with its MDX doc, or a page of
 * src/pages) and what pages load on demand (the live editors with the Lexical packages, the
 * gallery's examples, the search engine). The first start compiles the shell alone; a page
 * compiles with its first visit. This is safe because no page component holds a static query:
 * the site's static queries sit in modules the root wrapper reaches (src/contexts/SiteFiles.tsx),
 * which Gatsby gives to every page before any page compiles.
 */
export function isLazyInDevelop(module: { nameForCondition(): string | null }): boolean {
  return (module.nameForCondition() ?? '').startsWith(SITE_SOURCES);
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
 * A production stage writes its cache when Gatsby closes its compiler, not 1-5 s after its
 * compile (webpack's defaults for a first write and after a large change): the browser
 * bundle's write then fell inside the HTML renderer's compile, both on the main thread. A
 * patch of Gatsby's build closes both compilers while the workers render the pages' HTML.
 */
const BUILD_CACHE_WRITE_AFTER_MS = 10 * 60 * 1000;

/**
 * When a stage's persistent cache is written (see the two constants above), and, in develop,
 * what it keeps in memory: every module, however many rebuilds ago it was last used. webpack's
 * development default drops from memory what five rebuilds did not touch, and a save then read
 * them back from the pack. webpack's `Cache.get`, mostly checking kept resolutions against the
 * file system (see `unsafeCache` in the develop stage below) and the rest restoring modules,
 * was about a quarter of a save's rebuild.
 */
export function cacheWrites<T extends object>(stage: Stage, cache: T): T {
  if (stage === 'develop') return { ...cache, idleTimeoutAfterLargeChanges: DEVELOP_CACHE_WRITE_PAUSE_MS, maxMemoryGenerations: Infinity };
  if (stage === 'build-javascript' || stage === 'build-html') {
    return {
      ...cache,
      idleTimeout: BUILD_CACHE_WRITE_AFTER_MS,
      idleTimeoutForInitialStore: BUILD_CACHE_WRITE_AFTER_MS,
      idleTimeoutAfterLargeChanges: BUILD_CACHE_WRITE_AFTER_MS,
    };
  }
  return cache;
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  const config = getConfig();
  const current = stage as Stage;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withSwc(rule, current));
  config.resolve.plugins = withoutThemeShadowing(config.resolve.plugins);
  mdxLoaders(config, current);
  cssModules(config, current);
  browserBundle(config, current);
  serverBundle(config, current);
  if (config.cache) {
    const keyed = keyedByContent(config.cache, [...SITE_MDX_LOADERS, SHARED_TEMPLATE_LOADER]);
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
  if (current === 'build-javascript') {
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
