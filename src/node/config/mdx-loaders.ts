/**
 * Which loader compiles an MDX file in each webpack stage, in place of gatsby-plugin-mdx's own
 * (same options):
 *
 * - **The browser's production bundle** (build-javascript) compiles each body's islands only
 *   (src/node/mdx/islands-loader.cjs; src/node/mdx/islands.ts says why).
 * - **The HTML renderer and `gatsby develop`** take the code the sourcing compiled for each doc
 *   (src/node/mdx/compiled-loader.cjs), so a doc compiles once per process, not twice.
 *
 * An MDX file that is a page by itself (src/pages/*.mdx) has no template to keep its markup,
 * so the browser compiles all of it. In both production stages the layout loader, which wraps
 * a doc's template around its MDX file, wraps the template once for every doc
 * (src/node/mdx/shared-layout-loader.cjs).
 */
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../mdx/islands';

const MDX_LOADER = /gatsby-mdx-loader/;
const LAYOUT_LOADER = /gatsby-layout-loader/;
const ISLANDS_LOADER = path.resolve('src/node/mdx/islands-loader.cjs');
const COMPILED_LOADER = path.resolve('src/node/mdx/compiled-loader.cjs');
const SHARED_LAYOUT_LOADER = path.resolve('src/node/mdx/shared-layout-loader.cjs');

/** The site's own loaders, which the production cache's key hashes (./cache-version.ts). */
export const SITE_MDX_LOADERS = [ISLANDS_LOADER, COMPILED_LOADER, SHARED_LAYOUT_LOADER];

function swapped(item: RuleSetUseItem, which: RegExp, loader: string, extra: Record<string, unknown> = {}): RuleSetUseItem {
  if (typeof item !== 'object' || item === null || !('loader' in item) || !which.test(String(item.loader))) return item;
  return { ...item, loader, options: { ...((item.options ?? {}) as Record<string, unknown>), ...extra } };
}

function withLoader(rule: RuleSetRule, stage: string): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  const islands = stage === 'build-javascript';
  // Each doc's page component wraps the same template: the production stages wrap it once.
  const layout = (item: RuleSetUseItem) => (stage === 'develop' ? item : swapped(item, LAYOUT_LOADER, SHARED_LAYOUT_LOADER));
  return {
    ...rule,
    use: (info: { issuer?: string }) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]).map(layout);
      if (!islands) return items.map((item) => swapped(item, MDX_LOADER, COMPILED_LOADER));
      return /async-requires/.test(info.issuer ?? '')
        ? items
        : items.map((item) => swapped(item, MDX_LOADER, ISLANDS_LOADER, { islandsOnly: remarkIslandsOnly }));
    },
  };
}

/** The MDX rules of one stage's config, with the stage's loader. */
export function mdxLoaders(config: { module: { rules: unknown[] } }, stage: string): void {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop') return;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withLoader(rule, stage));
}
