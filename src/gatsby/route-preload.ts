/**
 * When the code or data of the next page cannot be loaded, warn and reload the whole page.
 * Gatsby already reloads in that case, silently; this wraps the loader its navigation calls
 * (see ./private-gatsby.ts) to say why first.
 */
import { wrapGatsbyLoadPage, type GatsbyLoader } from './private-gatsby';

/** The loader's loadPage, warning in the console before Gatsby reloads a page that failed. */
export function warnOnFailure(loadPage: GatsbyLoader['loadPage']): GatsbyLoader['loadPage'] {
  return async (path) => {
    const resources = await loadPage(path);
    if (!resources || resources.status === 'error') {
      console.warn(`Could not load the page ${path}; reloading it.`);
    }
    return resources;
  };
}

export function warnOnFailedPreload(): void {
  wrapGatsbyLoadPage(warnOnFailure);
}
