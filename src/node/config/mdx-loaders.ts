/**
 * How webpack compiles an MDX file: @mdx-js/loader (the MDX 2 line gatsby-plugin-mdx 5.16 and
 * the site's remark plugins are written for) reads the file webpack hands it, front matter and
 * all, so each file is compiled once per bundle from the file itself and a save reaches the
 * page by webpack's own rebuild, never through Gatsby's node store. gatsby-plugin-mdx stays the
 * content layer (the Mdx nodes, GraphQL); its own rule, whose loader compiles the Mdx node's
 * `body` from the store instead of the file, is taken out of the config so the two never chain.
 *
 * Per webpack stage:
 * - **The browser's production bundle** (build-javascript) compiles each guide's and post's
 *   islands alone (src/node/mdx/islands.ts says why): remarkIslandsOnly first among the remark
 *   plugins. An MDX file that is a page by itself (src/pages/*.mdx, which Gatsby's page list
 *   imports) has no template to keep its markup, so the browser compiles all of it.
 * - **Every other stage** (the HTML renderer, develop) compiles the whole body; develop's
 *   compile of a file also depends on the file's typed-page marker (../code-types/typed-pages.ts),
 *   written once its samples' types are ready if it was compiled before, so it is compiled again
 *   with them.
 * - **A page MDX file** goes through Gatsby's JavaScript loader after the compile, as
 *   gatsby-plugin-mdx's rule did, so its `Head` export is split from the page as for any page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { typedPageMarkerOfFile } from '../code-types/typed-pages';
import { mdxCompileOptions } from '../mdx/options';

const PLUGIN_LOADER = /gatsby-mdx-loader/;
// Resolved from the site (Gatsby's compiler of gatsby-node.ts has no `require.resolve`).
const MDX_LOADER = createRequire(path.resolve('package.json')).resolve('@mdx-js/loader');
export const TYPED_PAGE_LOADER = path.resolve('src/node/code-types/typed-page-loader.cjs');
/** Gatsby's page list: a module it imports is a page component. */
const PAGE_ISSUER = /async-requires/;

interface UseInfo {
  issuer?: string;
  resourceQuery?: string;
}

export type JsLoader = (options: { isPageTemplate: boolean; resourceQuery?: string }) => RuleSetUseItem;

/** Whether `rule` is gatsby-plugin-mdx's own rule for MDX files. */
function isPluginRule(rule: RuleSetRule): boolean {
  if (typeof rule.use !== 'function') return false;
  const items = ([] as RuleSetUseItem[]).concat(rule.use({ issuer: '', resourceQuery: '' } as never) as RuleSetUseItem[]);
  return items.some((item) => typeof item === 'object' && item !== null && 'loader' in item && PLUGIN_LOADER.test(String(item.loader)));
}

/** The site's rule for MDX files in `stage`. */
export function mdxRule(stage: string, jsLoader: JsLoader): RuleSetRule {
  return {
    test: /\.mdx$/,
    use: ({ issuer = '', resourceQuery }: UseInfo) => {
      const page = PAGE_ISSUER.test(issuer);
      const islandsOnly = stage === 'build-javascript' && !page;
      const mdx = { loader: MDX_LOADER, options: mdxCompileOptions({ development: stage === 'develop', islandsOnly }) };
      const items: RuleSetUseItem[] = page ? [jsLoader({ isPageTemplate: true, resourceQuery }), mdx] : [mdx];
      return stage === 'develop' ? [...items, { loader: TYPED_PAGE_LOADER, options: { markerOf: typedPageMarkerOfFile } }] : items;
    },
  };
}

/** The config's rules with gatsby-plugin-mdx's MDX rule replaced by the site's. */
export function mdxLoaders(config: { module: { rules: unknown[] } }, stage: string, jsLoader: JsLoader): void {
  const rules = config.module.rules as RuleSetRule[];
  const at = rules.findIndex(isPluginRule);
  if (at === -1) {
    throw new Error(
      'src/node/config/mdx-loaders.ts: gatsby-plugin-mdx no longer adds its MDX rule (gatsby-mdx-loader); see how it compiles MDX now.',
    );
  }
  config.module.rules = [...rules.slice(0, at), mdxRule(stage, jsLoader), ...rules.slice(at + 1)];
}
