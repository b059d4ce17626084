/**
 * A page whose MDX body the browser keeps static (src/components/MdxBody) has no body in its
 * code: after a client-side navigation the body is the server's markup, fetched from the
 * page's HTML. So Gatsby's navigate is wrapped to fetch it together with the page's code and
 * data, and the next page renders whole, as any other does. A body that cannot be fetched is
 * fetched again, and reported, by the page itself.
 */
import { fetchBody } from '../components/MdxBody/bodies';
import { loadGatsbyPage, wrapGatsbyNavigate, type GatsbyNavigate } from './private-gatsby';

/** gatsby-plugin-mdx names the component of a page built from an MDX file after that file. */
const MDX_PAGE_CHUNK = /-content-file-path-/;

async function loadBody(pathname: string): Promise<void> {
  const resources = await loadGatsbyPage(pathname);
  if (!MDX_PAGE_CHUNK.test(resources?.page?.componentChunkName ?? '')) return;
  await fetchBody(pathname);
}

const withBodies =
  (original: GatsbyNavigate): GatsbyNavigate =>
  (to, options) => {
    if (typeof to !== 'string') return original(to, options);
    const target = new URL(to, window.location.href);
    if (target.origin !== window.location.origin || target.pathname === window.location.pathname) return original(to, options);
    return loadBody(target.pathname).then(
      () => original(to, options),
      () => original(to, options),
    );
  };

/** Call before wrapping navigate for the progress bar, so the bar also covers the body's fetch. */
export function loadMdxBodiesBeforeNavigating(): void {
  wrapGatsbyNavigate(withBodies);
}
