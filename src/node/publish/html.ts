/** Reading the HTML the build rendered: where a page's file is, its entities and meta tags. */
import path from 'node:path';

/** The file a page is written to: `x/index.html`, or the route itself when it names one (`/404.html`). */
export function htmlFileOf(publicDir: string, route: string): string {
  return route.endsWith('.html') ? path.join(publicDir, route) : path.join(publicDir, route, 'index.html');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The content of `<meta property|name="key" content="...">` in a page, decoded, or null. */
export function metaContent(html: string, key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const name = /\s(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (name === key && content !== undefined) return decodeEntities(content);
  }
  return null;
}
