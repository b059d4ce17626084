/**
 * The names a typed sample's markup and its behaviour agree on, whether the markup was made
 * by React (the guides' samples) or by the build as HTML (the API reference's samples): the
 * class of a linked identifier and the id of the tooltip it names in aria-describedby.
 */
export const CODE_REF_CLASS = 'code-ref';

/** A linked identifier that names its quick info: what the tooltips answer. */
export const CODE_REF_SELECTOR = `a.${CODE_REF_CLASS}[aria-describedby]`;

/** The id of a quick-info entry's tooltip element. */
export function codeTipId(key: string): string {
  return `code-tip-${key}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A linked identifier of a typed sample, as HTML: its tokens' HTML inside a link to its entry. */
export function codeRefHtml(href: string, key: string, inner: string): string {
  return `<a href="${escapeAttribute(href)}" class="${CODE_REF_CLASS}" aria-describedby="${escapeAttribute(codeTipId(key))}">${inner}</a>`;
}

/**
 * How the build marks an identifier in a guide's sample HTML (src/node/mdx/code-blocks.ts) before
 * the page's entries, which hold the links, are known; `linkCodeRefs` turns the marks into links.
 */
export function codeRefMark(key: string, inner: string): string {
  return `<coderef tip="${escapeAttribute(key)}">${inner}</coderef>`;
}

const CODE_REF_MARK = /<coderef tip="([^"]*)">([\s\S]*?)<\/coderef>/g;

export function hasCodeRefs(html: string): boolean {
  return html.includes('<coderef ');
}

/**
 * The sample's HTML with each marked identifier linked to its entry, or left as its tokens when
 * the reference has no entry for it (the build counts those unlinked).
 */
export function linkCodeRefs(html: string, hrefOf: (key: string) => string | null): string {
  return html.replace(CODE_REF_MARK, (_mark, attribute: string, inner: string) => {
    const key = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    const href = hrefOf(key);
    return href ? codeRefHtml(href, key, inner) : inner;
  });
}

/** The quick-info entries of several parts of a page, each entry once. */
export function mergeCodeTips<T extends { key: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byKey = new Map<string, T>();
  for (const tip of lists.flat()) if (!byKey.has(tip.key)) byKey.set(tip.key, tip);
  return [...byKey.values()];
}

/** The attribute of the copy button the build writes beside a sample it renders as HTML. */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';
