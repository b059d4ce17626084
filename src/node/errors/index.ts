/**
 * The error-code table of the error decoder page: built first (onPreBootstrap), so an
 * inconsistency stops the build before any page work, then served through its
 * ErrorCodesFile node.
 */
import type { Feature } from '../feature';
import { buildErrorCodes } from './build';
import { errorCodesTypeDefs, sourceErrorCodes } from './schema';

export const errors: Feature = {
  typeDefs: errorCodesTypeDefs,
  onPreBootstrap: ({ reporter }) => {
    buildErrorCodes(reporter);
  },
  sourceNodes: sourceErrorCodes,
};
