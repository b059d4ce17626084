import type { GatsbyConfig } from 'gatsby';
import { siteConfigInput as siteConfig } from './src/config/site';
import { mdxPluginOptions } from './src/node/mdx/options';
import { DOCS_ROOT } from './src/node/docs/paths';
import { searchPluginOptions } from './src/node/search/plugin-options';

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  pathPrefix: siteConfig.baseUrl === '/' ? undefined : siteConfig.baseUrl.replace(/\/$/, ''),
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/${DOCS_ROOT}` } },
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-plugin-local-search', options: searchPluginOptions },
  ],
};

export default config;
