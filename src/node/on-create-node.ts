/** Every onCreateNode step, in order: Doc nodes from Mdx, then search records from Docs and other sources. */
import type { GatsbyNode } from 'gatsby';
import { onCreateNode as onCreateDocNode } from './docs/on-create-node';
import { onCreateSearchRecords } from './search/on-create-node';

export const onCreateNode: GatsbyNode['onCreateNode'] = async (args, options, callback) => {
  await onCreateDocNode?.(args, options, callback);
  await onCreateSearchRecords(args, options, callback);
};
