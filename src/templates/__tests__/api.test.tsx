import fs from 'node:fs';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import React from 'react';
import renderer from 'react-test-renderer';
import { transformProject } from '../../../plugins/gatsby-source-lexical-api/lib/transform';
import type { SidebarItem } from '../../shared/sidebar';
import ApiDeclarationTemplate from '../api-declaration';
import ApiModuleTemplate from '../api-module';
import ApiModulesTemplate from '../api-modules';
import PackageDocTemplate from '../package-doc';

/** Fixture data: the plugin's transform over a small TypeDoc project, shaped as the page queries return it. */
const project = JSON.parse(
  fs.readFileSync(path.resolve('plugins/gatsby-source-lexical-api/__tests__/__fixtures__/typedoc-project.json'), 'utf8'),
);
const { modules, declarations } = transformProject(project, {
  modules: [
    {
      name: 'fixture-core',
      packageName: 'fixture-core',
      version: '1.2.3',
      description: 'A package for tests.',
      entryFile: 'fixture-core/index.d.ts',
    },
  ],
  repository: { url: 'https://github.com/facebook/lexical', tag: 'v0.35.0' },
  sourceExtension: () => '.ts',
});
const byKey = new Map(declarations.map((d) => [d.key, d]));
const sidebar: SidebarItem[] = [
  { type: 'doc', docId: 'api', label: 'Readme', href: '/docs/api' },
  { type: 'doc', docId: 'api/modules/fixture_core', label: 'fixture-core', href: '/docs/api/modules/fixture_core' },
];
const props = <T,>(data: T, pathname: string) => ({ data, location: { pathname } }) as unknown as PageProps<T>;

describe('API templates', () => {
  it('renders a module page: exports grouped by kind, signatures, comments, anchors and the table of contents', () => {
    const mod = modules[0];
    const data = {
      apiModule: { ...mod, groups: mod.groups.map((g) => ({ ...g, declarations: g.keys.map((k) => byKey.get(k)!) })) },
      sidebar: { items: sidebar },
    } as unknown as Queries.ApiModulePageQuery;
    const tree = renderer.create(<ApiModuleTemplate {...props(data, mod.path)} />);
    expect(tree.toJSON()).toMatchSnapshot();
    const html = JSON.stringify(tree.toJSON());
    expect(html).toContain('/docs/api/interfaces/fixture_core.NodeOptions');
  });

  it.each(['fixture-core.TextNode', 'fixture-core.NodeOptions'])('renders the page of %s: hierarchy and members', (key) => {
    const d = byKey.get(key)!;
    const data = {
      apiDeclaration: { ...d, module: { path: modules[0].path } },
      sidebar: { items: sidebar },
    } as unknown as Queries.ApiDeclarationPageQuery;
    expect(renderer.create(<ApiDeclarationTemplate {...props(data, d.path)} />).toJSON()).toMatchSnapshot();
  });

  it('renders the table of contents with every module and its summary', () => {
    const data = {
      allApiModule: {
        nodes: [
          { name: 'lexical', path: '/docs/api/modules/lexical', packageName: 'lexical', summary: 'The core.' },
          {
            name: '@lexical/react/LexicalComposer',
            path: '/docs/api/modules/lexical_react_LexicalComposer',
            packageName: '@lexical/react',
            summary: 'Exports LexicalComposer.',
          },
        ],
      },
      sidebar: { items: sidebar },
    } as unknown as Queries.ApiModulesPageQuery;
    expect(renderer.create(<ApiModulesTemplate {...props(data, '/docs/api/modules')} />).toJSON()).toMatchSnapshot();
  });

  it('renders a package page from its README HTML', () => {
    const data = {
      packageDoc: {
        packageName: '@lexical/list',
        path: '/docs/packages/lexical-list',
        version: '0.35.0',
        description: 'Lists.',
        html: '<h2 id="usage">Usage</h2><p>Text.</p>',
        headings: [{ depth: 2, value: 'Usage', id: 'usage' }],
        apiModules: [{ name: '@lexical/list', path: '/docs/api/modules/lexical_list' }],
      },
      sidebar: { items: sidebar },
      navigation: { breadcrumbs: [], previous: { label: 'lexical', href: '/docs/packages/lexical' }, next: null },
    } as unknown as Queries.PackageDocPageQuery;
    expect(renderer.create(<PackageDocTemplate {...props(data, '/docs/packages/lexical-list')} />).toJSON()).toMatchSnapshot();
  });
});
