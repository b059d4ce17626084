/**
 * What the browser's production bundle (the build-javascript stage) leaves out; the HTML
 * renderer and `gatsby develop` are unchanged.
 *
 * - **MDX bodies.** An MDX page's module holds its islands only (src/node/mdx/islands.ts): the
 *   MDX loader (gatsby-plugin-mdx's) is swapped for
 *   src/node/mdx/islands-loader.cjs with the same options.
 * - **React's own runtime.** The browser runs Preact through preact/compat, which implements
 *   React's API (hooks, context, portals, flushSync, useSyncExternalStore, useId, hydrateRoot)
 *   in a tenth of react-dom's size. The server renders with React as before, and Preact
 *   hydrates that markup. Develop keeps React, for Fast Refresh. Preact takes React's place
 *   in the framework chunk.
 */
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../mdx/islands';

const MDX_LOADER = /gatsby-mdx-loader/;
export const ISLANDS_LOADER = path.resolve('src/node/mdx/islands-loader.cjs');

function toIslands(item: RuleSetUseItem): RuleSetUseItem {
  if (typeof item !== 'object' || item === null || !('loader' in item) || !MDX_LOADER.test(String(item.loader))) return item;
  const options = (item.options ?? {}) as Record<string, unknown>;
  return { ...item, loader: ISLANDS_LOADER, options: { ...options, islandsOnly: remarkIslandsOnly } };
}

function withIslands(rule: RuleSetRule): RuleSetRule {
  const original = rule.use;
  if (typeof original !== 'function') return rule;
  return {
    ...rule,
    use: (info: { issuer?: string }) => {
      const items = ([] as RuleSetUseItem[]).concat(original(info as never) as RuleSetUseItem[]);
      // An MDX file that is a page by itself (src/pages/*.mdx) has no template to keep its markup.
      return /async-requires/.test(info.issuer ?? '') ? items : items.map(toIslands);
    },
  };
}

/** React's modules as preact/compat provides them; `$` makes each alias exact. */
const PREACT_ALIASES: Record<string, string> = {
  react$: 'preact/compat',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react-dom/server$': 'preact/compat/server',
};

const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;

interface ChunkModule {
  nameForCondition(): string | null;
}

interface Config {
  module: { rules: unknown[] };
  resolve: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * Preact joins Gatsby's `framework` chunk, where React was: the chunk that changes least
 * between deploys, so a returning reader's cache keeps it.
 */
function preactInFramework(config: Config): void {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  const framework = groups?.framework as { test?: (module: ChunkModule, context: unknown) => boolean } | undefined;
  const original = framework?.test;
  if (!framework || typeof original !== 'function') {
    throw new Error('src/node/config/browser-bundle.ts: Gatsby no longer has a framework chunk with a test function to add Preact to.');
  }
  framework.test = (module, context) => original(module, context) || PREACT.test(module.nameForCondition() ?? '');
}

/** The config of one webpack stage, with the MDX bodies and React left out of the browser's bundle. */
export function browserBundle<T extends Config>(config: T, stage: string): T {
  if (stage !== 'build-javascript') return config;
  config.module.rules = (config.module.rules as RuleSetRule[]).map(withIslands);
  // Gatsby aliases react and react-dom to their folders, which would win over the exact aliases.
  const { react: _react, 'react-dom': _reactDom, ...alias } = config.resolve.alias ?? {};
  config.resolve.alias = { ...PREACT_ALIASES, ...alias };
  preactInFramework(config);
  return config;
}
