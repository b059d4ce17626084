/**
 * What the HTML renderer (the build-html stage, run by Node) leaves to Node instead of
 * bundling: the Lexical packages and the libraries of the live editors and the code
 * highlighter. Node loads their CommonJS builds from node_modules when the renderer runs, so
 * webpack does not parse, link and write about a megabyte of code whose only reader is Node.
 * The renderer needs no tree shaking either (nothing of it reaches a browser), so the
 * optimisations that only serve a smaller bundle are off. Measured on three pairs of cold
 * builds (bench/report.md, ninth pass): the renderer's step took 1.3 to 3.3 s less in each, and
 * every file of public/ came out the same (content hashes masked).
 *
 * develop's renderer of its shell page (develop-html) leaves them to Node too, with a few
 * libraries of Gatsby's own (DEVELOP_SHELL_EXTERNALS).
 */

/** Packages Node requires at render time; each must ship a CommonJS build (they all do). */
export const SERVER_EXTERNALS = /^(lexical|@lexical\/.+|yjs|lib0(\/.*)?|prismjs(\/.*)?|prism-react-renderer)$/;

type Callback = (error?: Error | null, result?: string) => void;

interface Config {
  externals?: unknown;
  optimization?: Record<string, unknown>;
}

/**
 * A request for one of SERVER_EXTERNALS stays a `require` of the same name, which Node resolves
 * from the renderer in .cache to the site's node_modules, as it does the packages' own requires
 * of each other (`@lexical/react` requiring `lexical`): one copy of each package in the renderer.
 */
export function externalForNode({ request }: { request?: string }, callback: Callback): void {
  if (request && SERVER_EXTERNALS.test(request)) callback(null, `commonjs ${request}`);
  else callback();
}

/**
 * What develop's renderer of the shell page (the develop-html stage, which renders only
 * index.html) also leaves to Node: lodash, which Gatsby's develop entry imports whole for its
 * `merge` (a 546 kB module, most of that bundle), and gatsby-plugin-image's common-tags.
 */
export const DEVELOP_SHELL_EXTERNALS = /^(lodash(\/.*)?|common-tags)$/;

export function externalForDevelopShell({ request }: { request?: string }, callback: Callback): void {
  if (request && DEVELOP_SHELL_EXTERNALS.test(request)) callback(null, `commonjs ${request}`);
  else callback();
}

const externalsOf = (config: Config): unknown[] =>
  Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : [];

export function serverBundle(config: Config, stage: string): void {
  if (stage === 'develop-html') {
    config.externals = [...externalsOf(config), externalForNode, externalForDevelopShell];
    return;
  }
  if (stage !== 'build-html') return;
  config.externals = [...externalsOf(config), externalForNode];
  config.optimization = { ...config.optimization, concatenateModules: false, usedExports: false, innerGraph: false, mangleExports: false };
}
