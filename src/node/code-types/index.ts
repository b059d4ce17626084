/**
 * Typed code samples: their types and the site's own fields on the API plugin's types (a
 * guide's samples are typed by its MDX compile, ./remark.ts, from what a child process worked
 * out for every guide while the sourcing went on), and after the build the share of their
 * identifiers that link to the API reference.
 */
import type { SourceNodesArgs } from 'gatsby';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, PACKAGE_DOC_TYPE } from '../../../plugins/gatsby-source-lexical-api';
import type { Feature } from '../feature';
import { apiFragments, sampleOwners } from './api-samples';
import { siteCodeTypes } from './page-types';
import { resetTypedPages } from './typed-pages';
import { reportCoverage } from './coverage';
import { codeTypesResolvers } from './resolvers';
import { codeTypesTypeDefs } from './type-defs';
import { servesBeforeSlowWork } from '../mode';

/**
 * A build hands the API reference's samples to the guides' child once their nodes exist (they
 * do by now), and its query workers read what the child wrote. develop hands it none, and the
 * child ends with the guides: there the first API page's query types the fragments itself
 * rather than wait for a child that runs at a lower priority behind every guide.
 */
function typeApiFragmentsInBackground({ getNodesByType }: SourceNodesArgs): void {
  siteCodeTypes().typeFragmentsInBackground(
    servesBeforeSlowWork()
      ? null
      : apiFragments(
          sampleOwners({
            modules: getNodesByType(API_MODULE_TYPE),
            declarations: getNodesByType(API_DECLARATION_TYPE),
            packages: getNodesByType(PACKAGE_DOC_TYPE),
          }),
        ),
  );
}

export const codeTypes: Feature = {
  // As early as Gatsby allows: the child's pass over every guide is the longest part of a cold
  // sourcing, and the main thread leaves a core idle while Gatsby loads.
  onPreInit: ({ reporter }) => {
    const ended = siteCodeTypes().prepareInBackground();
    // develop serves the guides without waiting for it, and reads again those it served without types (./typed-pages.ts).
    if (ended && servesBeforeSlowWork()) {
      void ended.then(({ seconds, retyped }) =>
        reporter.info(
          `Typed samples: the guides' types worked out in a background process in ${seconds.toFixed(1)} s; ` +
            `${retyped} guides served before them are read again with them`,
        ),
      );
    }
  },
  onPreBootstrap: () => {
    if (servesBeforeSlowWork()) resetTypedPages(process.cwd());
  },
  sourceNodes: typeApiFragmentsInBackground,
  // The query workers read the API samples' types from the cache: they must be written first.
  onPostBootstrap: () => (servesBeforeSlowWork() ? undefined : siteCodeTypes().fragmentsTyped()),
  typeDefs: codeTypesTypeDefs,
  resolvers: codeTypesResolvers,
  onPostBuild: reportCoverage,
};
