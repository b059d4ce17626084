/** A doc's table of contents, and the Doc nodes of a version for the features that list them. */
import type { Heading } from '../mdx/headings';
import type { NodeModelLike } from '../node-model';
import type { SidebarSourceDoc } from '../sidebars/build';
import { DOC_TYPE } from './type-defs';

export interface DocNode extends SidebarSourceDoc {
  id: string;
  version: string;
  hideTableOfContents: boolean;
  headings: Heading[];
}

/** The Doc nodes, of one version when `version` is given. */
export async function docNodes(nodeModel: NodeModelLike, version?: string): Promise<DocNode[]> {
  const { entries } = await nodeModel.findAll({ type: DOC_TYPE });
  const docs = Array.from(entries) as DocNode[];
  return version ? docs.filter((doc) => doc.version === version) : docs;
}

export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 3;

export const docsResolvers = {
  [DOC_TYPE]: {
    toc: {
      resolve: (doc: DocNode): Heading[] =>
        doc.hideTableOfContents ? [] : doc.headings.filter((h) => h.depth >= TOC_MIN_DEPTH && h.depth <= TOC_MAX_DEPTH),
    },
  },
};
