/**
 * The error page finds the table's content-hashed URL through an ErrorCodesFile node. A node,
 * not a root-field resolver: Gatsby re-runs the queries that read a node when its content
 * changes, while a resolver's answer stays cached across builds and would keep pointing at
 * the previous table's file after the table changes.
 */
import type { SourceNodesArgs } from 'gatsby';
import { errorCodesReady } from './build';

const ERROR_CODES_FILE_TYPE = 'ErrorCodesFile';

export const errorCodesTypeDefs = /* GraphQL */ `
  """The table of Lexical's minified error codes, written at build time as a static JSON file."""
  type ${ERROR_CODES_FILE_TYPE} implements Node @dontInfer {
    "The URL of the content-hashed JSON file (an ErrorCodeTable, see src/shared/error-codes.ts), under the path prefix of a build with --prefix-paths."
    url: String!
    "The Lexical version of the official table and of the production builds checked against it."
    version: String!
    "How many codes the table holds (every code any release up to this version has used)."
    count: Int!
    "How many of them this version's production builds throw or log."
    thrown: Int!
  }
`;

export async function sourceErrorCodes({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
  pathPrefix,
}: SourceNodesArgs): Promise<void> {
  const built = await errorCodesReady(reporter);
  // The browser fetches this URL as it is, so it carries the prefix a page's own links carry.
  const file = { ...built, url: `${pathPrefix}${built.url}` };
  void actions.createNode({
    ...file,
    id: createNodeId(ERROR_CODES_FILE_TYPE),
    internal: { type: ERROR_CODES_FILE_TYPE, contentDigest: createContentDigest(file) },
  });
}
