/**
 * The options gatsby-plugin-mdx's own loader compiles an MDX file with, per webpack stage:
 *
 * - **The browser's production bundle** (build-javascript) compiles each doc's and post's
 *   islands only (src/node/mdx/islands.ts says why): remarkIslandsOnly first among the remark
 *   plugins. An MDX file that is a page by itself
 *   (src/pages/*.mdx, imported by Gatsby's page list) has no template to keep its markup, so the
 *   browser compiles all of it.
 * - **develop** adds ../mdx/recompiled-loader.cjs, so a body is built again once its new node
 *   is made (../mdx/recompiled.ts), a save's or the typed samples'.
 *
 * The loader is Gatsby's, found by its name in the rule gatsby-plugin-mdx adds; only the
 * options it is given change.
 */
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../mdx/islands';

const MDX_LOADER = /gatsby-mdx-loader/;
export const RECOMPILED_LOADER = path.resolve('src/node/mdx/recompiled-loader.cjs');

interface MdxLoaderOptions {
  options: { remarkPlugins?: unknown[] };
}

function isMdxLoader(item: RuleSetUseItem): item is { loader: string; options: MdxLoaderOptions } {
  return typeof item === 'object' && item !== null && 'loader' in item && MDX_LOADER.test(String(item.loader));
}

/** gatsby-plugin-mdx's loader item with the islands-only plugins of the browser's build. */
export function islandsOnly(item: { loader: string; options: MdxLoaderOptions }): RuleSetUseItem {
  const { options } = item.options;
  if (!options || typeof options !== 'object') {
    throw new Error('src/node/config/mdx-loaders.ts: gatsby-plugin-mdx no longer passes its MDX options to its loader as `options`.');
  }
  return {
    ...item,
    options: {
      ...item.options,
      options: {
        ...options,
        remarkPlugins: [remarkIslandsOnly, ...(options.remarkPlugins ?? [])],
      },
    },
  };
}

function withStage(rule: RuleSetRule, stage: string): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  return {
    ...rule,
    use: (info: { issuer?: string }) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]);
      if (!items.some(isMdxLoader)) return items;
      if (stage === 'develop') return [...items, RECOMPILED_LOADER];
      if (/async-requires/.test(info.issuer ?? '')) return items;
      return items.map((item) => (isMdxLoader(item) ? islandsOnly(item) : item));
    },
  };
}

/** The MDX rules of one stage's config, with the stage's options. */
export function mdxLoaders(config: { module: { rules: unknown[] } }, stage: string): void {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  config.module.rules = (config.module.rules as RuleSetRule[]).map((rule) => withStage(rule, stage));
}
