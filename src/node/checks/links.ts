/**
 * Build-time link checks over the docs: a Markdown link to a missing file and a
 * link to a heading that does not exist fail the build. Links to site routes that are not
 * docs are left to the check over the built site (tests/check-site.mjs), which sees every
 * page whatever made it.
 */
import type { DocLink } from '../mdx/links';

export interface LinkCheckDoc {
  /** Source file, relative to the project root, for messages. */
  file: string;
  path: string;
  headingIds: string[];
  links: DocLink[];
}

export function findBrokenLinks(docs: LinkCheckDoc[]): string[] {
  const byPath = new Map(docs.map((doc) => [doc.path, doc]));
  const problems: string[] = [];
  for (const doc of docs) {
    for (const link of doc.links) {
      const where = `${doc.file}${link.line ? `:${link.line}` : ''}`;
      if (link.missingFile) {
        problems.push(
          `${where}: the link "${link.url}" points to ${link.missingFile}, which does not exist; fix the path or create the file`,
        );
        continue;
      }
      if (!link.resolved || !link.resolved.includes('#')) continue;
      const [route, hash] = link.resolved.split('#', 2);
      const target = route === '' ? doc : byPath.get(route.replace(/\/$/, ''));
      if (!target || hash === '') continue;
      if (!target.headingIds.includes(decodeURIComponent(hash))) {
        problems.push(
          `${where}: the link "${link.url}" points to the anchor "#${hash}", which is not a heading of ${target.file}; headings there: ${target.headingIds.map((id) => `#${id}`).join(', ') || 'none'}`,
        );
      }
    }
  }
  return problems;
}
