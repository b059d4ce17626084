/**
 * Every onCreateNode step, in order: Doc nodes from Mdx, blog nodes, then search records from
 * Docs and the other registered sources. Two parameters only: Gatsby treats a third as a
 * callback and would wait for it.
 */
import type { GatsbyNode } from 'gatsby';
import { onCreateBlogNode } from './blog/on-create-node';
import { onCreateNode as onCreateDocNode } from './docs/on-create-node';
import { onCreateSearchRecords } from './search/on-create-node';

type OnCreateNode = NonNullable<GatsbyNode['onCreateNode']>;

export const onCreateNode = async (args: Parameters<OnCreateNode>[0], options: Parameters<OnCreateNode>[1]) => {
  await (onCreateDocNode as OnCreateNode)(args, options, () => undefined);
  await onCreateBlogNode(args);
  await onCreateSearchRecords(args, options, () => undefined);
};
