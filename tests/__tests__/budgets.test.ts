/** @jest-environment node */
import { inlineCss, kindOf, overBudget } from '../budgets.mjs';

const budget = { path: '/docs/concepts/editor-state', js: 120, css: 30, html: 60 };
const figures = (js: number, css = 10, html = 20, cls = 0) => ({
  js: { raw: js * 3, gzip: js },
  css: { raw: css * 3, gzip: css },
  html: { raw: html * 3, gzip: html },
  cls,
});

describe('budgets', () => {
  it('passes figures within budget', () => {
    expect(overBudget('doc', figures(83), budget, 0)).toEqual([]);
  });

  it('fails an oversized bundle naming the page kind, the figure and the budget', () => {
    expect(overBudget('doc', figures(140.5), budget, 0)).toEqual([
      'doc (/docs/concepts/editor-state): first-view JS is 140.5 KB gzip, over its budget of 120 KB (budgets.json)',
    ]);
  });

  it('fails layout shift over the CLS budget', () => {
    expect(overBudget('doc', figures(80, 10, 20, 0.12), budget, 0)).toEqual([
      'doc (/docs/concepts/editor-state): CLS is 0.12, over its budget of 0 (budgets.json)',
    ]);
  });

  it('fails a page whose typed samples add more JS or HTML than allowed', () => {
    const typed = { ...budget, typedSamples: { before: { js: 90, html: 20 }, extraJs: 3, htmlGrowth: 0.25 } };
    expect(overBudget('doc', figures(93, 10, 25), typed, 0)).toEqual([]);
    expect(overBudget('doc', figures(93.4, 10, 25.2), typed, 0)).toEqual([
      'doc (/docs/concepts/editor-state): the typed code samples add 3.4 KB gzip of first-view JS, over their budget of 3 KB (budgets.json typedSamples)',
      'doc (/docs/concepts/editor-state): the typed code samples grow the HTML by 26% gzip, over their budget of 25% (budgets.json typedSamples)',
    ]);
  });

  it('sorts responses by kind and reads inline CSS', () => {
    expect(kindOf('script', 'http://x/app-1.js')).toBe('js');
    expect(kindOf('document', 'http://x/docs/intro')).toBe('html');
    expect(kindOf('image', 'http://x/a.png')).toBeNull();
    expect(inlineCss('<head><style>a{b:c}</style><style data-x>d{e:f}</style></head>')).toBe('a{b:c}\nd{e:f}');
  });
});
