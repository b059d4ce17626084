/**
 * `:::note` ... `:::` blocks (parsed by remark-directive) become `<admonition>` elements that
 * the MDX component map renders. remark-directive also reads `:word` inside prose as a text
 * directive ("at 10:30"); those are turned back into the text the author wrote.
 */
import { type MdNode, walk } from './tree';

const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'danger'] as const;

export class AdmonitionError extends Error {}

function asText(node: MdNode): MdNode[] {
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const label = node.children?.length ? [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }] : [];
  return [{ type: 'text', value: `${marker}${node.name ?? ''}` }, ...label];
}

export function transformAdmonitions(tree: MdNode): void {
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'textDirective') return asText(child);
      if (child.type === 'leafDirective') return [{ type: 'paragraph', children: asText(child) }];
      if (child.type !== 'containerDirective') return [child];
      const type = child.name ?? '';
      if (!(ADMONITION_TYPES as readonly string[]).includes(type)) {
        const line = child.position?.start.line;
        throw new AdmonitionError(
          `unknown admonition ":::${type}"${line ? ` on line ${line}` : ''}; use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}`,
        );
      }
      const [first, ...rest] = child.children ?? [];
      const hasLabel = first?.data?.directiveLabel === true;
      const title = hasLabel ? (first.children ?? []).map((c) => c.value ?? '').join('') : null;
      return [
        {
          ...child,
          children: hasLabel ? rest : child.children,
          data: { hName: 'admonition', hProperties: { type, ...(title ? { title } : {}) } },
        },
      ];
    });
  });
}
