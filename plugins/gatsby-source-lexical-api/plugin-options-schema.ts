/**
 * The plugin's options, checked by Gatsby before any other API runs so a wrong value stops
 * the build with the key and what it should be.
 */
import type { GatsbyNode } from 'gatsby';

export interface PluginOptions {
  /** The packages to document, e.g. ['lexical', '@lexical/clipboard', ...]. */
  packages: string[];
  /** The repository whose source files the reference links to, and the release tag. */
  repository: { url: string; tag: string };
  /** The node_modules directory the packages are read from. */
  nodeModules: string;
  /** Where TypeDoc's output and the converted records are kept between runs (default: Gatsby's cache folder of the plugin). */
  cacheDir?: string;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    packages: Joi.array()
      .items(Joi.string().pattern(/^(lexical|@lexical\/[a-z0-9-]+)$/, 'lexical or @lexical/<name>'))
      .min(1)
      .unique()
      .required()
      .description('The packages to document: lexical and @lexical/* names, as in package.json.'),
    repository: Joi.object({
      url: Joi.string()
        .uri({ scheme: ['https'] })
        .required()
        .description('e.g. https://github.com/facebook/lexical'),
      tag: Joi.string().required().description('The release tag source links point at, e.g. v0.35.0.'),
    })
      .required()
      .description('Where "Source" links point.'),
    nodeModules: Joi.string()
      .default('node_modules')
      .description('The node_modules directory to read the packages from, relative to the site.'),
    cacheDir: Joi.string().description(
      "Where TypeDoc's output and the converted records are kept between runs. By default Gatsby's cache folder of the plugin, which `gatsby clean` empties; a folder outside .cache is shared by every copy of the site that uses it.",
    ),
  });
