import type { GatsbyConfig } from 'gatsby';
import { siteConfigInput as siteConfig } from './src/config/site';
import { mdxPluginOptions } from './src/node/mdx/options';
import { DOCS_ROOT } from './src/node/docs/paths';
import { pinnedLexicalPackages } from './src/node/api/pinned-packages';
import { BLOG_ROOT, BLOG_SOURCE } from './src/node/blog/paths';
import { CONTENT_CACHE_DIR } from './src/shared/content-cache.mjs';
import { TYPED_PAGES_DIR, TYPED_PAGES_SOURCE } from './src/node/code-types/typed-pages';
import { onlySidebarsFile, SIDEBARS_SOURCE } from './src/node/sidebars/source';
import { servesBeforeSlowWork } from './src/node/mode';
import { contentSources, filesystemSource } from './src/node/source-file';
import { GALLERY_FILE_FOLDERS, GALLERY_FILES_SOURCE, onlyGalleryFiles } from './src/node/gallery/files-source';

/** The site's folder, where Gatsby runs. */
const root = process.cwd();

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
    // Each filesystem source versions a file by its time stamp, images by their content (src/node/source-file.ts).
    ...contentSources('docs', `${root}/${DOCS_ROOT}`),
    ...contentSources(BLOG_SOURCE, `${root}/${BLOG_ROOT}`),
    // content/sidebars.ts alone, so a save reaches the sidebars (src/node/sidebars/source.ts).
    filesystemSource(SIDEBARS_SOURCE, `${root}/content`, [onlySidebarsFile(root)]),
    // The files gallery examples show, so a save reaches "Show code" (src/node/gallery/source.ts).
    ...GALLERY_FILE_FOLDERS.map((folder) => filesystemSource(GALLERY_FILES_SOURCE, `${root}/${folder}`, [onlyGalleryFiles])),
    // gatsby-plugin-mdx turns src/pages/*.mdx into pages only when they are File nodes.
    filesystemSource('pages', `${root}/src/pages`, ['**/*.ts', '**/*.tsx', '**/*.css', '**/__tests__/**']),
    // develop: the guides served before their samples' types, marked once the types are ready
    // (src/node/code-types/typed-pages.ts), so each is read again.
    ...(servesBeforeSlowWork() ? [filesystemSource(TYPED_PAGES_SOURCE, `${root}/${TYPED_PAGES_DIR}`)] : []),
    'gatsby-transformer-yaml',
    { resolve: 'gatsby-plugin-mdx', options: mdxPluginOptions },
    {
      resolve: 'gatsby-source-lexical-api',
      options: {
        packages: pinnedLexicalPackages(),
        repository: { url: siteConfig.repository.url, tag: siteConfig.repository.tag },
        // With the site's other content caches: the copies of the site that npm test builds
        // (the develop smoke test, the broken builds) and `gatsby clean` reuse TypeDoc's work.
        cacheDir: `${root}/${CONTENT_CACHE_DIR}/api`,
      },
    },
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
  ],
};

export default config;
