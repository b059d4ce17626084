/** Every kind of page the content layer makes, in one createPages step. */
import type { GatsbyNode } from 'gatsby';
import { siteRedirects } from '../shared/redirects';
import { createBlogPages } from './blog/create-pages';
import { createPages as createDocPages } from './pages/create-pages';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createDocPages?.(args, {} as never, () => undefined);
  await createBlogPages(args);
  for (const redirect of siteRedirects) {
    // Hosts with a Gatsby adapter turn this into an HTTP redirect; the page of the same path
    // (src/pages/2024-recap.tsx) covers every other host.
    args.actions.createRedirect({ fromPath: redirect.fromPath, toPath: redirect.toPath, isPermanent: true });
  }
};
