/**
 * Pages of the API reference and the package pages, from the nodes the
 * gatsby-source-lexical-api plugin made: the API overview (/docs/api), the table of contents
 * (/docs/api/modules), one page per module, one per class and interface, and one per
 * package. Page context carries the node id and the page's title (its `seo`, which the Head
 * shows and the social card draws); the templates query the rest.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { API_MODULES_PATH, API_ROOT } from '../../shared/api';
import type { PageSeo } from '../../shared/seo';

export const API_TEMPLATES = {
  readme: path.resolve('src/templates/api-readme.tsx'),
  modules: path.resolve('src/templates/api-modules.tsx'),
  module: path.resolve('src/templates/api-module.tsx'),
  declaration: path.resolve('src/templates/api-declaration.tsx'),
  packageDoc: path.resolve('src/templates/package-doc.tsx'),
};

interface ApiPagesData {
  allApiModule: { nodes: { id: string; path: string; name: string }[] };
  allApiDeclaration: { nodes: { id: string; path: string; name: string; moduleName: string }[] };
  allPackageDoc: { nodes: { id: string; path: string; packageName: string }[] };
}

const API_PAGES_QUERY = `
  query CreateApiPages {
    allApiModule(sort: { name: ASC }) { nodes { id path name } }
    allApiDeclaration(filter: { hasPage: { eq: true } }, sort: { key: ASC }) { nodes { id path name moduleName } }
    allPackageDoc(sort: { packageName: ASC }) { nodes { id path packageName } }
  }
`;

/** A page of the API reference: its context holds its node's id, if it shows one node, and its `seo`. */
const page = (route: string, component: string, seo: PageSeo, id?: string) => ({
  path: route,
  component,
  context: { ...(id ? { id } : {}), seo },
});

export async function createApiPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<ApiPagesData>(API_PAGES_QUERY);
  if (result.errors || !result.data) {
    const messages = (result.errors as { message: string }[] | undefined)?.map((e) => e.message) ?? [];
    reporter.panicOnBuild(`Could not create the API reference and package pages:\n${[...new Set(messages)].join('\n')}`);
    return;
  }
  const { allApiModule, allApiDeclaration, allPackageDoc } = result.data;
  const pages = [
    page(API_ROOT, API_TEMPLATES.readme, { title: 'API Reference' }),
    page(API_MODULES_PATH, API_TEMPLATES.modules, { title: 'API modules' }),
    ...allApiModule.nodes.map((n) => page(n.path, API_TEMPLATES.module, { title: n.name }, n.id)),
    ...allApiDeclaration.nodes.map((n) => page(n.path, API_TEMPLATES.declaration, { title: `${n.name} (${n.moduleName})` }, n.id)),
    ...allPackageDoc.nodes.map((n) => page(n.path, API_TEMPLATES.packageDoc, { title: n.packageName }, n.id)),
  ];
  for (const each of pages) actions.createPage(each);
}
