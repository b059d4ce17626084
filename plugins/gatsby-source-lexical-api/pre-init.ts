/**
 * As Gatsby starts: TypeDoc begins in a child process when the API records are not cached
 * (lib/typedoc-in-background.ts), so it runs while Gatsby loads and sources the rest.
 */
import fs from 'node:fs';
import type { GatsbyNode } from 'gatsby';
import { startTypeDocInBackground } from './lib/typedoc-in-background';
import type { PluginOptions } from './plugin-options-schema';
import { apiSources, cacheDirOf, recordsFileOf, type ApiSources } from './source-nodes';

export const onPreInit: GatsbyNode['onPreInit'] = (args, rawOptions) => {
  const options = rawOptions as unknown as PluginOptions;
  let sources: ApiSources;
  try {
    sources = apiSources(options);
  } catch {
    return; // sourceNodes reports it, with the rest of the plugin's errors
  }
  const cacheDir = cacheDirOf(args, options);
  if (fs.existsSync(recordsFileOf(cacheDir, options, sources.modules))) return;
  startTypeDocInBackground({ modules: sources.modules, nodeModules: sources.nodeModules, cacheDir });
};
