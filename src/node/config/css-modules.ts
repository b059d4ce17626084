/**
 * How the browser bundles (develop's and the production one) turn CSS modules into a style
 * sheet. mini-css-extract-plugin (1.6, Gatsby's) ran each CSS module's css-loader output in a
 * child compiler of its own, a new compilation with its plugins and runtime for each of the
 * site's CSS modules; with `experimentalUseImportModule` (the default from its version 2) webpack
 * runs them in the compilation itself (`importModule`).
 *
 * `importModule` names each CSS module with a match resource (`x.module.css.webpack[javascript/auto]`),
 * which css-loader's default class names hash, so the browser's class names would no longer be
 * the HTML renderer's. The class names here hash what the default hashes without it: the same
 * names as before in every stage.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';

/** Loads a module as Gatsby's css-loader does (css-loader is Gatsby's dependency, not the site's). */
export const fromCssLoader = createRequire(createRequire(require.resolve('gatsby/package.json')).resolve('css-loader/package.json'));

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
  options?: { modules?: object | boolean };
}

/** css-loader's item of a CSS modules rule, with the class names of localIdent. */
function withIdentOfItem(item: RuleSetUseItem): RuleSetUseItem {
  if (typeof item !== 'object' || item === null) return item;
  const { loader, options } = item as LoaderItem;
  if (!/[\\/]css-loader[\\/]/.test(String(loader)) || typeof options?.modules !== 'object') return item;
  return { ...item, options: { ...options, modules: { ...options.modules, getLocalIdent: localIdent } } };
}

function withLocalIdent(rule: RuleSetRule): RuleSetRule {
  const use = Array.isArray(rule.use) ? (rule.use as RuleSetUseItem[]).map(withIdentOfItem) : rule.use;
  return { ...rule, use, ...(rule.oneOf ? { oneOf: rule.oneOf.map((r) => withLocalIdent(r as RuleSetRule)) } : {}) };
}

interface Config {
  module: { rules: unknown[] };
  plugins: object[];
}

export function cssModules(config: Config, stage: string): void {
  if (stage !== 'develop' && stage !== 'build-javascript') return;
  config.module.rules = (config.module.rules as RuleSetRule[]).map(withLocalIdent);
  config.plugins = config.plugins.map((plugin) => {
    if (plugin.constructor.name !== 'MiniCssExtractPlugin') return plugin;
    const Plugin = plugin.constructor as new (options: object) => object;
    return new Plugin({ ...(plugin as { options: object }).options, experimentalUseImportModule: true });
  });
}
