/**
 * How each webpack stage turns the site's CSS into class names and a style sheet.
 *
 * - **The browser bundles** (develop's and the production one): mini-css-extract-plugin (1.6,
 *   Gatsby's) ran each CSS module's css-loader output in a child compiler of its own, a new
 *   compilation with its plugins and runtime for each of the site's CSS modules; with
 *   `experimentalUseImportModule` (the default from its version 2) webpack runs them in the
 *   compilation itself (`importModule`). That names each CSS module with a match resource
 *   (`x.module.css.webpack[javascript/auto]`), which css-loader's default class names hash, so
 *   the browser's class names would no longer be the HTML renderer's: the class names here hash
 *   what the default hashes without it, the same names as before in every stage.
 * - **The HTML renderers** (build-html, develop-html) keep only the class names of a CSS module
 *   (css-loader's `exportOnlyLocals`) and none of its CSS, so its CSS does not go through
 *   postcss-loader's autoprefixer and flexbox fixes first: they add prefixed declarations and
 *   rules, never a class name.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';

/** Loads a module as Gatsby's css-loader does (css-loader is Gatsby's dependency, not the site's). */
export const fromCssLoader = createRequire(
  createRequire(createRequire(path.resolve('package.json')).resolve('gatsby/package.json')).resolve('css-loader/package.json'),
);

/** css-loader's own loader-utils, whose `interpolateName` its default class names use. */
const { interpolateName } = fromCssLoader('loader-utils') as {
  interpolateName: (context: object, name: string, options: object) => string;
};

interface IdentOptions {
  context: string;
  hashPrefix: string;
  regExp?: RegExp;
}

/**
 * A CSS module class name as css-loader 5's default makes it for a module without a match
 * resource: `[name]--[local]--[hash]` over the file's path from the root and the local name.
 */
export function localIdent(
  loaderContext: { resourcePath: string },
  localIdentName: string,
  localName: string,
  options: IdentOptions,
): string {
  const relative = path.relative(options.context, loaderContext.resourcePath).split(path.sep).join('/');
  const content = `${options.hashPrefix}${relative}\x00${localName}`;
  return interpolateName(loaderContext, localIdentName, { ...options, content }).replace(/\[local\]/gi, localName);
}

interface LoaderItem {
  loader?: string;
  options?: { modules?: object | boolean; importLoaders?: number };
}

/** Whether a rule's item runs the loader of that package (css-loader, postcss-loader). */
function runs(item: RuleSetUseItem, loader: string): boolean {
  const name = typeof item === 'object' && item !== null ? (item as LoaderItem).loader : item;
  return typeof name === 'string' && name.includes(`${path.sep}${loader}${path.sep}`);
}

/** A rule with `change` made to its list of loaders, and to its `oneOf` rules'. */
function withLoaders(rule: RuleSetRule, change: (use: RuleSetUseItem[]) => RuleSetUseItem[]): RuleSetRule {
  return {
    ...rule,
    ...(Array.isArray(rule.use) ? { use: change(rule.use as RuleSetUseItem[]) } : {}),
    ...(rule.oneOf ? { oneOf: rule.oneOf.map((r) => withLoaders(r as RuleSetRule, change)) } : {}),
  };
}

/** css-loader of a CSS modules rule with the class names of localIdent. */
const identified = (use: RuleSetUseItem[]) =>
  use.map((item) => {
    const { options } = item as LoaderItem;
    if (!runs(item, 'css-loader') || typeof options?.modules !== 'object') return item;
    return { ...(item as object), options: { ...options, modules: { ...options.modules, getLocalIdent: localIdent } } };
  });

/** A CSS rule without postcss-loader, css-loader then reading the file as it is. */
const withoutPostcss = (use: RuleSetUseItem[]) =>
  use.some((item) => runs(item, 'postcss-loader'))
    ? use
        .filter((item) => !runs(item, 'postcss-loader'))
        .map((item) =>
          runs(item, 'css-loader') ? { ...(item as object), options: { ...(item as LoaderItem).options, importLoaders: 0 } } : item,
        )
    : use;

interface Config {
  module: { rules: unknown[] };
  plugins: object[];
}

export function cssModules(config: Config, stage: string): void {
  if (stage === 'build-html' || stage === 'develop-html') {
    config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withLoaders(rule, withoutPostcss));
    return;
  }
  if (stage !== 'develop' && stage !== 'build-javascript') return;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withLoaders(rule, identified));
  config.plugins = config.plugins.map((plugin) => {
    if (plugin.constructor.name !== 'MiniCssExtractPlugin') return plugin;
    const Plugin = plugin.constructor as new (options: object) => object;
    return new Plugin({ ...(plugin as { options: object }).options, experimentalUseImportModule: true });
  });
}
