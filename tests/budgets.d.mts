export function kindOf(type: string, url: string): 'js' | 'css' | 'html' | null;
export function inlineCss(html: string): string;
export function overBudget(
  kind: string,
  figures: { js: { gzip: number }; css: { gzip: number }; html: { gzip: number }; cls: number },
  budget: {
    path: string;
    js?: number;
    css?: number;
    html?: number;
    typedSamples?: { before: { js: number; html: number }; extraJs: number; htmlGrowth: number };
  },
  clsBudget?: number,
): string[];
