/** Every content source turns its Gatsby nodes into the site's own node types here. */
import type { GatsbyNode } from 'gatsby';
import { onCreateBlogNode } from './blog/on-create-node';
import { onCreateNode as onCreateDocNode } from './docs/on-create-node';

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  await onCreateDocNode?.(args, {} as never, () => undefined);
  await onCreateBlogNode(args);
};
