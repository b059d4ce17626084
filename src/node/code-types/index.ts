/**
 * Typed code samples: their types and the site's own fields on the API plugin's types (a
 * guide's samples are typed by its MDX compile, ./remark.ts, from what a child process worked
 * out for every guide while the sourcing went on), and after the build the share of their
 * identifiers that link to the API reference.
 */
import path from 'node:path';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import { DOCS_ROOT } from '../docs/paths';
import { isDevelop } from '../env';
import type { Feature } from '../feature';
import { codeTypes as codeTypesService } from './page-types';
import { reportCoverage } from './coverage';
import { codeTypesResolvers } from './resolvers';
import { codeTypesTypeDefs } from './type-defs';

export const codeTypes: Feature = {
  // As early as Gatsby allows: the child's pass over every guide is the longest part of a cold
  // sourcing, and the main thread leaves a core idle while Gatsby loads.
  onPreInit: ({ reporter }) => {
    const root = process.cwd();
    const ended = codeTypesService({
      root,
      docsDir: path.join(root, DOCS_ROOT),
      packages: pinnedLexicalPackages(path.join(root, 'package.json')),
    }).prepareInBackground();
    // develop serves the guides without waiting for it (../docs/retype-later.ts).
    if (ended && isDevelop()) {
      void ended.then(({ seconds }) =>
        reporter.info(`Typed samples: the guides' types worked out in a background process in ${seconds.toFixed(1)} s`),
      );
    }
  },
  typeDefs: codeTypesTypeDefs,
  resolvers: codeTypesResolvers,
  onPostBuild: reportCoverage,
};
