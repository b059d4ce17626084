/**
 * The quick-info entries of the page's typed code samples (worked out at build time and
 * carried by the page's data). The samples' identifiers name an entry by key; the entries
 * themselves are rendered once per page by <CodeTips>, so a symbol used ten times costs its
 * signature once.
 */
import { requiredContext } from './required-context';

export interface CodeTip {
  key: string;
  signature: string;
  summary: string;
  href: string | null;
}

export const [CodeTipsProvider, useCodeTips] = requiredContext<readonly CodeTip[]>('useCodeTips', 'CodeTipsProvider');
