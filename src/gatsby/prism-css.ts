/**
 * The CSS of the code themes, made at build time from prism-react-renderer's theme objects
 * and inlined in <head>: one rule set per colour mode, keyed on html[data-theme], so code
 * switches theme with the page and nothing is highlighted in the browser.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';
import { siteConfig } from '../config/client';

type Rgb = [number, number, number];

function parseColor(color: string): Rgb | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Some theme colours (comments, constants) are too faint on their background for WCAG AA.
 * They are mixed towards white (dark themes) or black (light themes) until they reach 4.5:1.
 */
export function readableColor(color: string, background: string): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrast(fg, bg) >= 4.5) return color;
  const target = luminance(bg) < 0.5 ? 255 : 0;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = fg.map((v) => Math.round(v + (target - v) * t)) as Rgb;
    if (contrast(mixed, bg) >= 4.5) return `rgb(${mixed.join(', ')})`;
  }
  return target === 255 ? '#ffffff' : '#000000';
}

function declarations(style: PrismTheme['plain'], background: string): string {
  return Object.entries(style)
    .flatMap(([key, value]) => {
      if (value === undefined || key === 'backgroundColor') return [];
      if (key === 'color') return [`color:${readableColor(String(value), background)}`];
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
    rules.push(`${selectors.join(',')}{${declarations(style, theme.plain.backgroundColor ?? '#ffffff')}}`);
  }
  return rules.join('\n');
}

export function prismCss(): string {
  return [themeCss('light', themes[siteConfig.prism.theme]), themeCss('dark', themes[siteConfig.prism.darkTheme])].join('\n');
}
