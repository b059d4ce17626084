/**
 * Heading ids by GitHub's rules (github-slugger), assigned once per document in document
 * order so repeated headings get `-1`, `-2` suffixes. The table of contents and the anchor
 * check read the same list the rendered page uses, so they can never disagree.
 */
import GithubSlugger from 'github-slugger';
import { type MdNode, textOf, walk } from './tree';

export interface Heading {
  depth: number;
  value: string;
  id: string;
}

export function assignHeadingIds(tree: MdNode): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const value = textOf(node).trim();
    const id = slugger.slug(value);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ depth: node.depth ?? 1, value, id });
  });
  return headings;
}
