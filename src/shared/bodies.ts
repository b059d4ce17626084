/**
 * The static body of a guide or a blog post (src/components/MdxBody) as a file of its own:
 * written after the build from the page the server rendered (src/node/publish/bodies.ts), beside
 * the page's data, and fetched by the browser for a client-side navigation to the page.
 */

/** The attribute of the element that holds a static body; its value is the page's route. */
export const MDX_BODY_ATTRIBUTE = 'data-mdx-body';

/** Where a route's page data lives, as Gatsby names the folder: no surrounding slashes, `index` for the home. */
export function pageDataFolder(route: string): string {
  const pathname = route.split(/[?#]/)[0];
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}`;
}

/** The path of a route's body file, under the site's root (without the path prefix). */
export function bodyFilePath(route: string): string {
  return `${pageDataFolder(route)}/body.html`;
}

/** The path of a route's page data, under the site's root (without the path prefix), as Gatsby's loader asks for it. */
export function pageDataPath(route: string): string {
  return `${pageDataFolder(route)}/page-data.json`;
}
