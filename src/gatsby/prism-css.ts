/**
 * The CSS of the code themes, made at build time from prism-react-renderer's theme objects
 * and inlined in <head>: one rule set per colour mode, keyed on html[data-theme], so code
 * switches theme with the page and nothing is highlighted in the browser.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';
import { siteConfig } from '../config/client';

function declarations(style: PrismTheme['plain']): string {
  return Object.entries(style)
    .flatMap(([key, value]) => {
      if (value === undefined || key === 'backgroundColor') return [];
      const property = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return [`${property}:${value}`];
    })
    .join(';');
}

function themeCss(mode: 'light' | 'dark', theme: PrismTheme): string {
  const root = `html[data-theme='${mode}']`;
  const rules = [
    `${root}{--prism-color:${theme.plain.color ?? 'inherit'};--prism-background:${theme.plain.backgroundColor ?? 'transparent'}}`,
  ];
  for (const { types, style, languages } of theme.styles) {
    const scopes = languages?.length ? languages.map((l) => `.language-${l} `) : [''];
    const selectors = scopes.flatMap((scope) => types.map((type) => `${root} ${scope}.token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations(style)}}`);
  }
  return rules.join('\n');
}

export function prismCss(): string {
  return [themeCss('light', themes[siteConfig.prism.theme]), themeCss('dark', themes[siteConfig.prism.darkTheme])].join('\n');
}
