/**
 * The guides: a Doc node per MDX file under content/docs (checked as it is made), a page per
 * doc once every link is checked, and after the build what drawing their diagrams cost.
 */
import type { Feature } from '../feature';
import { diagramStats } from '../mdx/diagrams';
import { createDocPages } from './create-doc-pages';
import { onCreateDocNode } from './on-create-node';
import { docsResolvers } from './resolvers';
import { docsTypeDefs } from './type-defs';

export const docs: Feature = {
  typeDefs: docsTypeDefs,
  resolvers: docsResolvers,
  onCreateNode: onCreateDocNode,
  createPages: createDocPages,
  onPostBuild: ({ reporter }) => {
    const { rendered, renderMs, loadMs } = diagramStats;
    reporter.info(
      rendered > 0
        ? `Diagrams: ${rendered} mermaid diagrams drawn in ${Math.round(renderMs)} ms (renderer loaded in ${Math.round(loadMs)} ms)`
        : 'Diagrams: none drawn by this build (no page read or rendered again has one)',
    );
  },
};
