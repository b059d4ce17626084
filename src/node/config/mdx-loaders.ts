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
 * so the browser compiles all of it.
 */
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../mdx/islands';

const MDX_LOADER = /gatsby-mdx-loader/;
const ISLANDS_LOADER = path.resolve('src/node/mdx/islands-loader.cjs');
const COMPILED_LOADER = path.resolve('src/node/mdx/compiled-loader.cjs');

/** The site's own loaders, which the production cache's key hashes (./cache-version.ts). */
export const SITE_MDX_LOADERS = [ISLANDS_LOADER, COMPILED_LOADER];

function swapped(item: RuleSetUseItem, loader: string, extra: Record<string, unknown>): RuleSetUseItem {
  if (typeof item !== 'object' || item === null || !('loader' in item) || !MDX_LOADER.test(String(item.loader))) return item;
  return { ...item, loader, options: { ...((item.options ?? {}) as Record<string, unknown>), ...extra } };
}

function withLoader(rule: RuleSetRule, islands: boolean): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  return {
    ...rule,
    use: (info: { issuer?: string }) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]);
      if (!islands) return items.map((item) => swapped(item, COMPILED_LOADER, {}));
      return /async-requires/.test(info.issuer ?? '')
        ? items
        : items.map((item) => swapped(item, ISLANDS_LOADER, { islandsOnly: remarkIslandsOnly }));
    },
  };
}

/** The MDX rules of one stage's config, with the stage's loader. */
export function mdxLoaders(config: { module: { rules: unknown[] } }, stage: string): void {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop') return;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withLoader(rule, stage === 'build-javascript'));
}
