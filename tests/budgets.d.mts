export function kindOf(type: string, url: string): 'js' | 'css' | 'html' | null;
export function inlineCss(html: string): string;
export function overBudget(
  kind: string,
  figures: { js: { gzip: number }; css: { gzip: number }; html: { gzip: number }; cls: number },
  budget: { path: string; js?: number; css?: number; html?: number },
  clsBudget?: number,
): string[];
