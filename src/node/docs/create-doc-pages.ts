/**
 * Creates a page per doc from the content layer. Page context carries the node id and the
 * page's title and section (its `seo`, which the Head shows and the social card draws);
 * the template queries the rest. Before any page is made the docs' links are checked,
 * and the query itself runs the sidebar checks: either problem fails the build naming the
 * file and the target.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { findBrokenLinks } from '../checks/links';
import type { PageSeo } from '../../shared/seo';
import { isDevelop } from '../env';
import { bodyFileOf } from '../mdx/body-file';

const DOC_TEMPLATE = path.resolve('src/templates/doc.tsx');

/** The shape of the query below (Gatsby's typegen covers page queries, not gatsby-node's). */
interface DocForPages {
  id: string;
  path: string;
  title: string;
  navigation: { breadcrumbs: { label: string }[] };
  draft: boolean;
  sourcePath: string;
  contentFilePath: string;
  sidebarName: string | null;
  headings: { id: string }[];
  links: { url: string; resolved: string | null; missingFile: string | null; line: number | null }[];
  sidebarErrors: string[];
}

function checkDocLinks(docs: readonly DocForPages[]): string[] {
  return findBrokenLinks(
    docs.map((doc) => ({
      file: doc.sourcePath,
      path: doc.path,
      headingIds: doc.headings.map((h) => h.id),
      links: doc.links,
    })),
  );
}

export async function createDocPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allDoc: { nodes: DocForPages[] } }>(`
    query CreateDocPages {
      allDoc(sort: { path: ASC }) {
        nodes {
          id
          path
          title
          navigation { breadcrumbs { label } }
          draft
          sourcePath
          contentFilePath
          sidebarName
          headings { id }
          links { url resolved missingFile line }
          sidebarErrors
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    const messages = (result.errors as { message: string }[] | undefined)?.map((e) => e.message) ?? [];
    reporter.panicOnBuild(`Could not create the docs pages:\n${[...new Set(messages)].join('\n')}`);
    return;
  }
  const docs = result.data.allDoc.nodes;
  // Only develop returns sidebar problems (a build's query fails on them above): every docs page
  // shows them; the terminal gets each message once per run of this step.
  for (const message of new Set(docs.flatMap((doc) => doc.sidebarErrors))) reporter.error(message);
  const broken = checkDocLinks(docs);
  if (broken.length > 0) {
    const message = `Broken links in the docs:\n${broken.map((b) => `  - ${b}`).join('\n')}`;
    if (!isDevelop()) {
      reporter.panicOnBuild(message);
      return;
    }
    // In develop every page stays up; each page with a broken link shows it until it is fixed.
    reporter.error(message);
  }
  const built = docs.filter((doc) => isDevelop() || !doc.draft);
  for (const doc of built) {
    const seo: PageSeo = { title: doc.title, section: doc.navigation.breadcrumbs[0]?.label ?? 'Docs' };
    actions.createPage({
      path: doc.path,
      component: DOC_TEMPLATE,
      // The doc's node id, its body's file (src/mdx/compiled-bodies.ts), the id of the sidebar the docs shell shows and the words of its card
      // (the first breadcrumb is the doc's category); in develop, also the link problems of
      // this page, which the page shows (a build fails on them).
      context: {
        id: doc.id,
        body: bodyFileOf(doc.contentFilePath),
        seo,
        sidebar: doc.sidebarName,
        ...(isDevelop()
          ? { linkErrors: broken.filter((b) => b.startsWith(`${doc.sourcePath}:`) || b.startsWith(`${doc.sourcePath} `)) }
          : {}),
      },
    });
  }
}
