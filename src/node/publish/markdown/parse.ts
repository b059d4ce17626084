/**
 * Parsing MDX and Markdown into syntax trees and printing trees back as Markdown, with the
 * same remark extensions gatsby-plugin-mdx compiles the pages with (MDX, directives for
 * admonitions, GitHub tables). The unified packages are ES modules only, so they load with
 * import() once and are kept.
 */
import type { MdNode } from '../../mdx/tree';

interface Toolkit {
  parseMdx(source: string): MdNode;
  parseMarkdown(source: string): MdNode;
  print(tree: MdNode): string;
}

let loading: Promise<Toolkit> | null = null;

async function load(): Promise<Toolkit> {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkMdx },
    { default: remarkDirective },
    { default: remarkGfm },
    { toMarkdown },
    { gfmToMarkdown },
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-directive'),
    import('remark-gfm'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkGfm);
  const markdown = unified().use(remarkParse).use(remarkGfm);
  return {
    parseMdx: (source) => mdx.parse(source) as unknown as MdNode,
    parseMarkdown: (source) => markdown.parse(source) as unknown as MdNode,
    // A node type the printer does not know throws here: nothing leaves the site half-converted.
    print: (tree) =>
      toMarkdown(tree as never, {
        extensions: [gfmToMarkdown()],
        bullet: '-',
        emphasis: '_',
        fences: true,
        listItemIndent: 'one',
        rule: '-',
        resourceLink: true,
      }),
  };
}

export function markdownToolkit(): Promise<Toolkit> {
  loading ??= load();
  return loading;
}
