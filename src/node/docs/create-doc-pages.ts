/**
 * Creates a page per doc from the content layer. Page context carries the node id and the
 * page's title and section (its `seo`, which the Head shows and the social card draws);
 * the template queries the rest. Before any page is made the docs' links are checked: a
 * broken one is a content mistake (../mode.ts) that names the file and the target.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { findBrokenLinks } from '../checks/links';
import type { PageSeo } from '../../shared/seo';
import { bodyFileOf } from '../mdx/body-file';
import type { DocLink } from '../mdx/links';
import { contentProblem, servesDrafts } from '../mode';

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
  links: DocLink[];
}

/** The broken links of one doc, for its page to show (there are any only where the pages stay, in develop). */
function linkErrorsOf(doc: DocForPages, broken: string[]): { linkErrors?: string[] } {
  const own = broken.filter((b) => b.startsWith(`${doc.sourcePath}:`) || b.startsWith(`${doc.sourcePath} `));
  return own.length > 0 ? { linkErrors: own } : {};
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
  const broken = findBrokenLinks(
    docs.map((doc) => ({
      file: doc.sourcePath,
      path: doc.path,
      headingIds: doc.headings.map((h) => h.id),
      links: doc.links,
    })),
  );
  // Where the pages stay (develop), each page with a broken link shows it until it is fixed.
  if (broken.length > 0 && !contentProblem(reporter, `Broken links in the docs:\n${broken.map((b) => `  - ${b}`).join('\n')}`, 'pages'))
    return;
  for (const doc of docs.filter((doc) => servesDrafts() || !doc.draft)) {
    actions.createPage({
      path: doc.path,
      component: DOC_TEMPLATE,
      // `body` is the key src/mdx/compiled-bodies.ts loads the body by; `seo` the words of its card (the first breadcrumb is the doc's category).
      context: {
        id: doc.id,
        body: bodyFileOf(doc.contentFilePath),
        seo: { title: doc.title, section: doc.navigation.breadcrumbs[0]?.label ?? 'Docs' } satisfies PageSeo,
        sidebar: doc.sidebarName,
        ...linkErrorsOf(doc, broken),
      },
    });
  }
}
