/**
 * The error-code table of the error decoder page: derived at onPreBootstrap (in `develop`, by a
 * child process beside the sourcing: ./build.ts), so an inconsistency stops the build before
 * any page exists, then served through its ErrorCodesFile node.
 */
import type { Feature } from '../feature';
import { startErrorCodes } from './build';
import { errorCodesTypeDefs, sourceErrorCodes } from './schema';

export const errors: Feature = {
  typeDefs: errorCodesTypeDefs,
  onPreBootstrap: ({ reporter }) => startErrorCodes(reporter),
  sourceNodes: sourceErrorCodes,
};
