/**
 * Old deep links keep working: a doc's `old_anchors` front matter maps each heading id of the
 * lexical.dev page it replaces to the heading here that covers that subject now. Each old id is
 * rendered as an empty <span id> at the start of its target heading, in the server-rendered
 * HTML, so the browser scrolls there by itself, JavaScript or not. The target must be a heading
 * of the page and the old id must not already be one (it would be a duplicate id, and the link
 * already lands). Problems are returned, not thrown: the Doc node builder fails the build with
 * them, naming the file (a throw inside the MDX compile loses the message), so a renamed
 * heading never silently sends readers to the top of the page.
 */
import type { Heading } from './headings';
import { type MdNode, walk } from './tree';

/** The build error for a doc's old-anchor problems, naming the file. */
export function oldAnchorsMessage(file: string, problems: string[]): string {
  return `${file}: old_anchors in the front matter:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}

/** The mdast node an old anchor becomes: remark-rehype turns it into `<span id="…"></span>`. */
function anchorNode(id: string): MdNode {
  return { type: 'oldAnchor', children: [], data: { hName: 'span', hProperties: { id } } };
}

/** Places the valid entries and returns one problem per invalid one. */
export function placeOldAnchors(tree: MdNode, headings: Heading[], oldAnchors: Record<string, string>): string[] {
  const headingIds = new Set(headings.map((h) => h.id));
  const problems: string[] = [];
  const byTarget = new Map<string, string[]>();
  for (const [oldId, target] of Object.entries(oldAnchors)) {
    if (headingIds.has(oldId)) {
      problems.push(`"${oldId}" is already a heading id of this page, so the old link lands by itself: remove the entry`);
    } else if (!headingIds.has(target)) {
      problems.push(
        `"${oldId}: ${target}": "${target}" is not a heading id of this page; use one of ${headings.map((h) => h.id).join(', ') || '(none: add a heading)'}`,
      );
    } else {
      byTarget.set(target, [...(byTarget.get(target) ?? []), oldId]);
    }
  }
  walk(tree, (node) => {
    const id = node.type === 'heading' ? node.data?.hProperties?.id : undefined;
    const olds = typeof id === 'string' ? byTarget.get(id) : undefined;
    if (olds) node.children = [...olds.map(anchorNode), ...(node.children ?? [])];
  });
  return problems;
}
