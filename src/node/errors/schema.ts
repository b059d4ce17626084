/** The GraphQL root field through which the error page finds the table's hashed URL. */
import type { Reporter } from 'gatsby';
import { buildErrorCodes } from '.';

export const errorCodesTypeDefs = /* GraphQL */ `
  """The table of Lexical's minified error codes, written at build time as a static JSON file."""
  type ErrorCodesFile {
    "The URL of the content-hashed JSON file (an ErrorCodeTable, see src/shared/error-codes.ts)."
    url: String!
    "The Lexical version of the official table and of the production builds checked against it."
    version: String!
    "How many codes the table holds (every code any release up to this version has used)."
    count: Int!
    "How many of them this version's production builds throw or log."
    thrown: Int!
  }
`;

export function errorCodesResolvers(reporter: Reporter) {
  return {
    Query: {
      errorCodes: {
        type: 'ErrorCodesFile!',
        description: 'Where the error-code table of the pinned Lexical packages was written.',
        resolve: () => buildErrorCodes(reporter, { quiet: true }),
      },
    },
  };
}
