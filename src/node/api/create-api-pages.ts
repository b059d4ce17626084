/**
 * Pages of the API reference and the package pages, from the nodes the
 * gatsby-source-lexical-api plugin made: the API overview (/docs/api), the table of contents
 * (/docs/api/modules), one page per module, one per class and interface, and one per
 * package. Page context carries node ids only; the templates query the rest.
 */
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { API_MODULES_PATH, API_ROOT } from '../../shared/api';

const API_TEMPLATES = {
  readme: path.resolve('src/templates/api-readme.tsx'),
  modules: path.resolve('src/templates/api-modules.tsx'),
  module: path.resolve('src/templates/api-module.tsx'),
  declaration: path.resolve('src/templates/api-declaration.tsx'),
  packageDoc: path.resolve('src/templates/package-doc.tsx'),
};

interface ApiPagesData {
  allApiModule: { nodes: { id: string; path: string }[] };
  allApiDeclaration: { nodes: { id: string; path: string }[] };
  allPackageDoc: { nodes: { id: string; path: string }[] };
}

const API_PAGES_QUERY = `
  query CreateApiPages {
    allApiModule(sort: { name: ASC }) { nodes { id path } }
    allApiDeclaration(filter: { hasPage: { eq: true } }, sort: { key: ASC }) { nodes { id path } }
    allPackageDoc(sort: { packageName: ASC }) { nodes { id path } }
  }
`;

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
    { path: API_ROOT, component: API_TEMPLATES.readme, context: {} },
    { path: API_MODULES_PATH, component: API_TEMPLATES.modules, context: {} },
    ...allApiModule.nodes.map((n) => ({ path: n.path, component: API_TEMPLATES.module, context: { id: n.id } })),
    ...allApiDeclaration.nodes.map((n) => ({ path: n.path, component: API_TEMPLATES.declaration, context: { id: n.id } })),
    ...allPackageDoc.nodes.map((n) => ({ path: n.path, component: API_TEMPLATES.packageDoc, context: { id: n.id } })),
  ];
  for (const page of pages) actions.createPage(page);
}
