/**
 * What the browser's production bundle (the build-javascript stage) leaves out of React; the
 * HTML renderer and `gatsby develop` are unchanged. (Its MDX bodies: ./mdx-loaders.ts.)
 *
 * - **React's own runtime.** The browser runs Preact through preact/compat, which implements
 *   React's API (hooks, context, portals, flushSync, useSyncExternalStore, useId, hydrateRoot)
 *   in a tenth of react-dom's size. The server renders with React as before, and Preact
 *   hydrates that markup. Develop keeps React, for Fast Refresh. Preact takes React's place
 *   in the framework chunk.
 */

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

/** The config of one webpack stage, with React left out of the browser's bundle. */
export function browserBundle<T extends Config>(config: T, stage: string): T {
  if (stage !== 'build-javascript') return config;
  // Gatsby aliases react and react-dom to their folders, which would win over the exact aliases.
  const { react: _react, 'react-dom': _reactDom, ...alias } = config.resolve.alias ?? {};
  config.resolve.alias = { ...PREACT_ALIASES, ...alias };
  preactInFramework(config);
  return config;
}
