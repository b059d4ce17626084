/**
 * `gatsby develop` serves the site while TypeDoc runs (when its records are not cached): the
 * API reference and package pages are made once the plugin's nodes exist, as
 * gatsby-plugin-page-creator makes the page of a file added later. Until those pages can be
 * shown (made, and their templates in a finished compile of the browser's bundle) the develop
 * server holds a browser's request for one of them (opened from the address bar or a
 * bookmark) and answers it then, instead of showing develop's 404 page or a page whose
 * template the loaded bundle does not know.
 */
import { createRequire } from 'node:module';
import type { CreateDevServerArgs, CreatePagesArgs } from 'gatsby';
import { apiNodesPending } from '../../../plugins/gatsby-source-lexical-api';
import { API_ROOT, PACKAGES_ROOT } from '../../shared/api';
import { API_TEMPLATES, createApiPages } from './create-api-pages';

const requireFromGatsby = createRequire(__filename);

/**
 * Gatsby warns at each query extraction about a template with a page query that no page uses;
 * a patch of its query watcher takes the templates whose pages come later.
 */
function expectPagesLater(later: Promise<unknown>): void {
  const watcher = requireFromGatsby('gatsby/dist/query/query-watcher') as {
    expectPagesLater?: (component: string, later: Promise<unknown>) => void;
  };
  if (!watcher.expectPagesLater) throw new Error('Gatsby lacks the patch of patches/gatsby+*.patch (query-watcher.js): run `npm ci`.');
  for (const template of Object.values(API_TEMPLATES)) watcher.expectPagesLater(template, later);
}

interface Compilation {
  modules: Iterable<{ identifier(): string }>;
}

/**
 * Resolves after `made` at the first compile of develop's browser bundle that has the API
 * templates (Gatsby's requires writer adds a page's template to the bundle after the page is
 * made, and develop emits COMPILATION_DONE after each compile). It looks for the module page's
 * template only: the requires writer adds every template of the pages made at once in one write,
 * so the compile that has one has them all.
 */
function bundledAfter(made: Promise<void>): Promise<void> {
  const { emitter } = requireFromGatsby('gatsby/dist/redux') as {
    emitter: {
      on(event: string, listener: (stats: { compilation: Compilation }) => void): void;
      off(event: string, listener: unknown): void;
    };
  };
  let pagesMade = false;
  return new Promise((resolve, reject) => {
    const compiled = (stats: { compilation: Compilation }) => {
      if (!pagesMade) return;
      for (const module of stats.compilation.modules) {
        if (!module.identifier().includes(API_TEMPLATES.module)) continue;
        emitter.off('COMPILATION_DONE', compiled);
        resolve();
        return;
      }
    };
    emitter.on('COMPILATION_DONE', compiled);
    made.then(
      () => (pagesMade = true),
      (error: unknown) => {
        emitter.off('COMPILATION_DONE', compiled);
        reject(error);
      },
    );
  });
}

/** Resolves once the pages of a develop that ran TypeDoc can be shown; null when they were made at once. */
let shownLater: Promise<void> | null = null;

export async function createApiPagesWhenSourced(args: CreatePagesArgs): Promise<void> {
  const pending = apiNodesPending();
  if (!pending) return createApiPages(args);
  args.reporter.info('[api] the API reference and package pages follow when TypeDoc is done; the rest of the site is served meanwhile');
  const made = pending.then(() => createApiPages(args));
  expectPagesLater(made);
  shownLater = bundledAfter(made);
}

const isReferenceRoute = (route: string) => [API_ROOT, PACKAGES_ROOT].some((root) => route === root || route.startsWith(`${root}/`));

type Request = { path: string; headers: { accept?: string } };

export function holdReferenceRequests({ app }: CreateDevServerArgs): void {
  app.use((request: Request, _response: unknown, next: () => void) => {
    if (shownLater && isReferenceRoute(request.path) && request.headers.accept?.includes('text/html')) void shownLater.then(next, next);
    else next();
  });
}
