/**
 * `gatsby develop` serves the docs before the typed samples' background process
 * (../code-types/page-types.ts) has worked out every page: a doc compiled before its page's
 * types were written shows its samples without links and quick info, and is compiled again
 * once that process ends. Its Doc node is then made again through the actions sourceNodes was
 * given (develop queues what they do outside any API, as for gatsby-source-filesystem's
 * watcher, and runs the queries that read the node again), and the stamp every MDX module
 * depends on (../mdx/recompiled.ts) is rewritten, so webpack compiles the bodies again, with
 * their types, and the open page updates.
 */
import type { CreateNodeArgs, SourceNodesArgs } from 'gatsby';
import { typesReady } from '../code-types/page-types';
import { markRecompiled } from '../mdx/recompiled';

let laterActions: SourceNodesArgs['actions'] | null = null;
/** The docs waiting for their types, by their Mdx node's id. */
const waiting = new Map<string, CreateNodeArgs>();

/** develop's sourceNodes: keeps its actions, and makes the stamp before webpack watches it. */
export function prepareRetyping(args: SourceNodesArgs): void {
  laterActions = args.actions;
  markRecompiled();
}

/** Compiles the doc of `args.node` again with `compile` once its page's types are ready. */
export function retypeLater(args: CreateNodeArgs, compile: (args: CreateNodeArgs) => Promise<void>): void {
  const first = waiting.size === 0;
  waiting.set(args.node.id, args);
  if (!first) return;
  void typesReady().then(async () => {
    const docs = [...waiting.values()];
    waiting.clear();
    let typed = 0;
    for (const doc of docs) {
      // The node as it is now: the file may have been saved since, or removed.
      const node = doc.getNode(doc.node.id);
      if (!node || !laterActions) continue;
      await compile({ ...doc, node, actions: laterActions });
      typed += 1;
    }
    markRecompiled();
    docs[0].reporter.info(`Typed samples: ${typed} docs served before their samples' types were ready now have them`);
  });
}
