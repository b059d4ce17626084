/**
 * The layers of the code and what each may import (README, "Layers"), checked by
 * dependency-cruiser in `npm test` (`npm run test:deps`). Type-only imports count: a cycle of
 * types still ties two modules together. Every rule is an error; a rule that needs an
 * exception names it in `pathNot` with its reason beside it.
 *
 *   shared  <-  config  <-  node (build time)          plugins: only their own folder
 *   shared  <-  search, embed, hooks, contexts  <-  components  <-  templates, pages  <-  gatsby
 *   gallery: a feature of its own, using the live editor's public entries
 */
const BROWSER = '^src/(components|contexts|embed|hooks|templates|pages|gatsby|gallery|mdx|search|styles)/';
const NODE = '^(src/node/|gatsby-node\\.ts$|gatsby-config\\.ts$)';

/** The live editor's public entries: its component, the frame kit the gallery builds with, and the in-memory collaboration. */
const LIVE_EDITOR_ENTRIES = '^src/components/LiveEditor/(index\\.tsx|kit\\.ts|collab/index\\.ts)$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle ties modules that should depend one way; split out what both need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'A relative import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.{1,2}/' },
    },
    {
      name: 'plugin-stays-in-its-folder',
      comment: 'A local plugin imports nothing outside its own folder, so it could be published on its own.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { pathNot: ['^plugins/$1/', 'node_modules'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'site-uses-plugin-public-entry',
      comment:
        'Site code imports a local plugin only through its public entry (index.ts) or its pure routes module (routes.ts, which browser code may use), never its private files.',
      severity: 'error',
      from: { path: '^(src|tests|scripts|gatsby-[a-z]+\\.tsx?$)' },
      to: { path: '^plugins/[^/]+/', pathNot: '^plugins/[^/]+/(index|routes)\\.ts$' },
    },
    {
      name: 'shared-imports-only-shared',
      comment: 'src/shared holds what both the build and the browser use: it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      // The API plugin's routes are its public, pure module: it writes every node's path by them.
      to: { path: '^(src/(?!shared/)|plugins/)', pathNot: '^plugins/gatsby-source-lexical-api/routes\\.ts$' },
    },
    {
      name: 'config-imports-only-shared',
      comment: 'The site configuration is read by both sides; it builds on src/shared alone.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^(src/(?!shared/|config/)|plugins/)' },
    },
    {
      name: 'build-not-to-browser',
      comment: 'Build-time code never imports browser code (shared constants live in src/shared).',
      severity: 'error',
      from: { path: NODE },
      to: { path: BROWSER },
    },
    {
      name: 'browser-not-to-build',
      comment: 'Browser code never imports build-time code or a plugin.',
      severity: 'error',
      from: { path: BROWSER, pathNot: '/__tests__/' },
      to: { path: '^(src/node/|plugins/)', pathNot: '^plugins/gatsby-source-lexical-api/routes\\.ts$' },
    },
    {
      name: 'below-components',
      comment:
        'Hooks, contexts and the search engine sit below the components: they import none, nor a page, a template or the Gatsby wrappers.',
      severity: 'error',
      from: { path: '^src/(hooks|contexts|search|embed)/' },
      to: { path: '^src/(components|templates|pages|gatsby|gallery|mdx)/' },
    },
    {
      name: 'components-below-pages',
      comment: 'Components never import a template, a page or the Gatsby wrappers (the wrappers import components).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(templates|pages|gatsby)/' },
    },
    {
      name: 'nothing-imports-pages',
      comment: 'Templates and pages are the top of the browser code: only Gatsby and their own tests load them.',
      severity: 'error',
      from: { pathNot: ['^src/(templates|pages)/__tests__/', '^src/pages/'] },
      to: { path: '^src/(templates|pages)/.+\\.tsx$', pathNot: '^src/templates/blog-components\\.ts$' },
    },
    {
      name: 'gallery-through-live-editor-entries',
      comment: 'The gallery builds on the live editor through its public entries, never its internals.',
      severity: 'error',
      from: { path: '^src/gallery/' },
      to: { path: '^src/components/', pathNot: LIVE_EDITOR_ENTRIES },
    },
    {
      name: 'gallery-loaded-by-its-card',
      comment: 'Only the gallery card (GalleryExample) loads the examples, each as a chunk of its own.',
      severity: 'error',
      // The stylesheet order (src/styles) names every CSS module of the site, the gallery's too.
      from: { path: '^src/', pathNot: ['^src/gallery/', '^src/components/GalleryExample/', '^src/styles/', '/__tests__/'] },
      to: { path: '^src/gallery/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^(public|\\.cache|node_modules)/', '^\\.scratch-', '^tests/__tests__/__fixtures__/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
