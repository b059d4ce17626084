/** Breadcrumbs that a record source works out from other nodes (a doc's sidebar). */
import type { Node } from 'gatsby';
import { sourceByName } from './records';
import type { NodeModel, SearchRecordInput } from './records/types';
import { SEARCH_RECORD_TYPE } from './type-defs';

interface RecordNode extends SearchRecordInput {
  source: string;
  parent: string | null;
}

export const searchResolvers = {
  [SEARCH_RECORD_TYPE]: {
    breadcrumbs: {
      resolve: async (record: RecordNode, _args: unknown, context: { nodeModel: NodeModel }) => {
        const source = sourceByName(record.source);
        const parent = record.parent ? (context.nodeModel.getNodeById({ id: record.parent }) as Node | null) : null;
        if (!source?.breadcrumbs || !parent) return record.breadcrumbs;
        return source.breadcrumbs(record, parent as never, context.nodeModel);
      },
    },
  },
};
