/**
 * Typed code samples: their types and the site's own fields on the API plugin's types (a
 * guide's samples are typed by its MDX compile, ./remark.ts, from what a child process worked
 * out for every guide while the sourcing went on), and after the build the share of their
 * identifiers that link to the API reference.
 */
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, apiNodesPending, PACKAGE_DOC_TYPE } from '../../../plugins/gatsby-source-lexical-api';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import { DOCS_ROOT } from '../docs/paths';
import { isDevelop } from '../env';
import type { Feature } from '../feature';
import { apiFragments, sampleOwners } from './api-samples';
import { codeTypes as codeTypesService } from './page-types';
import { reportCoverage } from './coverage';
import { codeTypesResolvers } from './resolvers';
import { codeTypesTypeDefs } from './type-defs';

function service() {
  const root = process.cwd();
  return codeTypesService({ root, docsDir: path.join(root, DOCS_ROOT), packages: pinnedLexicalPackages(path.join(root, 'package.json')) });
}

/** The API reference's samples go to the guides' child once their nodes exist (a build has them by now). */
function typeApiFragmentsInBackground({ getNodesByType }: SourceNodesArgs): void {
  const handOver = () =>
    service().typeFragmentsInBackground(
      apiFragments(
        sampleOwners({
          modules: getNodesByType(API_MODULE_TYPE),
          declarations: getNodesByType(API_DECLARATION_TYPE),
          packages: getNodesByType(PACKAGE_DOC_TYPE),
        }),
      ),
    );
  const pending = apiNodesPending();
  if (pending) void pending.then(handOver);
  else handOver();
}

export const codeTypes: Feature = {
  // As early as Gatsby allows: the child's pass over every guide is the longest part of a cold
  // sourcing, and the main thread leaves a core idle while Gatsby loads.
  onPreInit: ({ reporter }) => {
    const ended = service().prepareInBackground();
    // develop serves the guides without waiting for it (../docs/retype-later.ts).
    if (ended && isDevelop()) {
      void ended.then(({ seconds }) =>
        reporter.info(`Typed samples: the guides' types worked out in a background process in ${seconds.toFixed(1)} s`),
      );
    }
  },
  sourceNodes: typeApiFragmentsInBackground,
  // The query workers read the API samples' types from the cache: they must be written first.
  onPostBootstrap: () => (isDevelop() ? undefined : service().fragmentsTyped()),
  typeDefs: codeTypesTypeDefs,
  resolvers: codeTypesResolvers,
  onPostBuild: reportCoverage,
};
