/**
 * The names a typed sample's markup and its behaviour agree on, whether the markup was made
 * by React (the guides' samples) or by the build as HTML (the API reference's samples): the
 * class of a linked identifier and the id of the tooltip it names in aria-describedby.
 */
export const CODE_REF_CLASS = 'code-ref';

/** The id of a quick-info entry's tooltip element. */
export function codeTipId(key: string): string {
  return `code-tip-${key}`;
}

/** The quick-info entries of several parts of a page, each entry once. */
export function mergeCodeTips<T extends { key: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byKey = new Map<string, T>();
  for (const tip of lists.flat()) if (!byKey.has(tip.key)) byKey.set(tip.key, tip);
  return [...byKey.values()];
}

/** The attribute of the copy button the build writes beside a sample it renders as HTML. */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';
