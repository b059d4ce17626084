/** Every kind of page the content layer makes, in one createPages step. */
import type { GatsbyNode } from 'gatsby';
import { createBlogPages } from './blog/create-blog-pages';
import { createDocPages } from './pages/create-doc-pages';

export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createDocPages(args);
  await createBlogPages(args);
};
