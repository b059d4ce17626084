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

/** A forbidden import: from `from` to `to`, an error naming the rule and why it exists. */
function rule(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

module.exports = {
  forbidden: [
    rule('no-circular', 'An import cycle ties modules that should depend one way; split out what both need.', {}, { circular: true }),
    rule('not-to-unresolvable', 'A relative import that resolves to no file.', {}, { couldNotResolve: true, path: '^\\.{1,2}/' }),
    rule(
      'plugin-stays-in-its-folder',
      'A local plugin imports nothing outside its own folder, so it could be published on its own.',
      { path: '^plugins/([^/]+)/' },
      { pathNot: ['^plugins/$1/', 'node_modules'], dependencyTypesNot: ['core'] },
    ),
    rule(
      'site-uses-plugin-public-entry',
      'Site code imports a local plugin only through its public entry (index.ts) or its pure routes module (routes.ts, which browser code may use), never its private files.',
      { path: '^(src|tests|scripts|gatsby-[a-z]+\\.tsx?$)' },
      { path: '^plugins/[^/]+/', pathNot: '^plugins/[^/]+/(index|routes)\\.ts$' },
    ),
    // The API plugin's routes are its public, pure module: it writes every node's path by them.
    rule(
      'shared-imports-only-shared',
      'src/shared holds what both the build and the browser use: it imports neither.',
      { path: '^src/shared/' },
      { path: '^(src/(?!shared/)|plugins/)', pathNot: '^plugins/gatsby-source-lexical-api/routes\\.ts$' },
    ),
    rule(
      'config-imports-only-shared',
      'The site configuration is read by both sides; it builds on src/shared alone.',
      { path: '^src/config/' },
      { path: '^(src/(?!shared/|config/)|plugins/)' },
    ),
    rule(
      'build-not-to-browser',
      'Build-time code never imports browser code (shared constants live in src/shared).',
      { path: NODE },
      { path: BROWSER },
    ),
    rule(
      'browser-not-to-build',
      'Browser code never imports build-time code or a plugin.',
      { path: BROWSER, pathNot: '/__tests__/' },
      { path: '^(src/node/|plugins/)', pathNot: '^plugins/gatsby-source-lexical-api/routes\\.ts$' },
    ),
    rule(
      'below-components',
      'Hooks, contexts and the search engine sit below the components: they import none, nor a page, a template or the Gatsby wrappers.',
      { path: '^src/(hooks|contexts|search|embed)/' },
      { path: '^src/(components|templates|pages|gatsby|gallery|mdx)/' },
    ),
    rule(
      'components-below-pages',
      'Components never import a template, a page or the Gatsby wrappers (the wrappers import components).',
      { path: '^src/components/' },
      { path: '^src/(templates|pages|gatsby)/' },
    ),
    rule(
      'nothing-imports-pages',
      'Templates and pages are the top of the browser code: only Gatsby and their own tests load them.',
      { pathNot: ['^src/(templates|pages)/__tests__/', '^src/pages/'] },
      { path: '^src/(templates|pages)/.+\\.tsx$', pathNot: '^src/templates/blog-components\\.ts$' },
    ),
    rule(
      'gallery-through-live-editor-entries',
      'The gallery builds on the live editor through its public entries, never its internals.',
      { path: '^src/gallery/' },
      { path: '^src/components/', pathNot: LIVE_EDITOR_ENTRIES },
    ),
    // The stylesheet order (src/styles) names every CSS module of the site, the gallery's too.
    rule(
      'gallery-loaded-by-its-card',
      'Only the gallery card (GalleryExample) loads the examples, each as a chunk of its own.',
      { path: '^src/', pathNot: ['^src/gallery/', '^src/components/GalleryExample/', '^src/styles/', '/__tests__/'] },
      { path: '^src/gallery/' },
    ),
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
