import { render, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { PageProps } from 'gatsby';
import React from 'react';
import renderer from 'react-test-renderer';
import { transformProject, type TextPart } from '../../../plugins/gatsby-source-lexical-api';
import type { SidebarItem } from '../../shared/sidebar';
import ApiDeclarationTemplate from '../api-declaration';
import ApiModuleTemplate from '../api-module';
import ApiModulesTemplate from '../api-modules';
import PackageDocTemplate from '../package-doc';

/** Fixture data: the plugin's transform over a small TypeDoc project, shaped as the page queries return it. */
const project = JSON.parse(
  fs.readFileSync(path.resolve('plugins/gatsby-source-lexical-api/__tests__/__fixtures__/typedoc-project.json'), 'utf8'),
);
const records = transformProject(project, {
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
/** Each doc text with the site's `typedHtml`; with no samples typed here, its parts joined. */
function withTypedHtml<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withTypedHtml) as T;
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTypedHtml(item)]));
  if (!('parts' in value)) return copy as T;
  const { parts } = value as { parts: TextPart[] };
  return { ...copy, typedHtml: parts.map((part) => part.html).join('') } as T;
}
const { modules, declarations } = withTypedHtml(records);
/** As the page queries give them: every part whose HTML may hold samples has its quick-info entries. */
const byKey = new Map(declarations.map((d) => [d.key, { ...d, codeTips: [], members: d.members.map((m) => ({ ...m, codeTips: [] })) }]));
const sidebar: SidebarItem[] = [
  { type: 'doc', docId: 'api', label: 'Readme', href: '/docs/api' },
  { type: 'doc', docId: 'api/modules/fixture_core', label: 'fixture-core', href: '/docs/api/modules/fixture_core' },
];
/** A heading's text without the `#` of its anchor link. */
const headingText = (h: HTMLElement) => h.textContent?.replace(/#$/, '');
const props = <T,>(data: T, pathname: string) => ({ data, location: { pathname } }) as unknown as PageProps<T>;

describe('API templates', () => {
  it('renders a module page: exports grouped by kind, signatures, comments, anchors and the table of contents', () => {
    const mod = modules[0];
    const data = {
      apiModule: { ...mod, codeTips: [], groups: mod.groups.map((g) => ({ ...g, declarations: g.keys.map((k) => byKey.get(k)!) })) },
      sidebar: { items: sidebar },
    } as unknown as Queries.ApiModulePageQuery;
    expect(renderer.create(<ApiModuleTemplate {...props(data, mod.path)} />).toJSON()).toMatchSnapshot();
    const main = render(<ApiModuleTemplate {...props(data, mod.path)} />).container;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('fixture-core');
    expect(within(main).getAllByRole('heading', { level: 2 }).map(headingText)).toEqual([
      'Classes',
      'Interfaces',
      'Type Aliases',
      'Variables',
      'Functions',
    ]);
    expect(within(main).getAllByRole('heading', { level: 3 }).map(headingText)).toEqual([
      'BaseNode',
      'TextNode',
      'NodeOptions',
      'NodeKey',
      'DEFAULT_OPTIONS',
      'createNode',
    ]);
    const hrefs = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/api/classes/fixture_core.TextNode',
        '/docs/api/interfaces/fixture_core.NodeOptions',
        '/docs/packages/fixture-core',
      ]),
    );
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(
      [
        'classes',
        'basenode',
        'textnode',
        'interfaces',
        'nodeoptions',
        'type-aliases',
        'nodekey',
        'variables',
        'default_options',
        'functions',
        'createnode',
      ].map((id) => `#${id}`),
    );
  });

  it.each(['fixture-core.TextNode', 'fixture-core.NodeOptions'])('renders the page of %s: hierarchy and members', (key) => {
    const d = byKey.get(key)!;
    const data = {
      apiDeclaration: { ...d, module: { path: modules[0].path } },
      sidebar: { items: sidebar },
    } as unknown as Queries.ApiDeclarationPageQuery;
    expect(renderer.create(<ApiDeclarationTemplate {...props(data, d.path)} />).toJSON()).toMatchSnapshot();
    const main = render(<ApiDeclarationTemplate {...props(data, d.path)} />).container;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(d.name);
    const headings = within(main).getAllByRole('heading').map(headingText);
    expect(headings).toEqual(expect.arrayContaining(d.headings.map((h) => h.value)));
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain(modules[0].path);
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
    const main = render(<ApiModulesTemplate {...props(data, '/docs/api/modules')} />).container;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API modules');
    for (const mod of data.allApiModule.nodes) {
      expect(within(main).getByRole('link', { name: mod.name }).getAttribute('href')).toBe(mod.path);
      expect(within(main).getByText(mod.summary!)).toBeTruthy();
    }
  });

  it('renders a package page from its README HTML', () => {
    const data = {
      packageDoc: {
        packageName: '@lexical/list',
        path: '/docs/packages/lexical-list',
        version: '0.35.0',
        description: 'Lists.',
        readme: {
          typedHtml:
            '<h2 id="usage">Usage</h2><p>Text.</p><pre tabindex="0" class="language-ts code-sample"><code><span class="code-line">' +
            '<a href="/docs/api/modules/lexical_list#insertlist" class="code-ref" aria-describedby="code-tip-abc">$insertList</a>(&#39;bullet&#39;);</span></code></pre>',
        },
        codeTips: [
          {
            key: 'abc',
            signature: 'function $insertList(listType: ListType): void',
            summary: 'Inserts a list.',
            href: '/docs/api/modules/lexical_list#insertlist',
          },
        ],
        headings: [{ depth: 2, value: 'Usage', id: 'usage' }],
        apiModules: [{ name: '@lexical/list', path: '/docs/api/modules/lexical_list' }],
      },
      sidebar: { items: sidebar },
      navigation: { breadcrumbs: [], previous: { label: 'lexical', href: '/docs/packages/lexical' }, next: null },
    } as unknown as Queries.PackageDocPageQuery;
    expect(renderer.create(<PackageDocTemplate {...props(data, '/docs/packages/lexical-list')} />).toJSON()).toMatchSnapshot();
    const main = render(<PackageDocTemplate {...props(data, '/docs/packages/lexical-list')} />).container;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('@lexical/list');
    expect(within(main).getByRole('heading', { level: 2, name: /Usage/ }).id).toBe('usage');
    expect(within(main).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/docs/api/modules/lexical_list');
    // The README's typed sample: its link names the tooltip the page renders, hidden until shown.
    const link = within(main).getByRole('link', { name: /\$insertList/ });
    const tip = main.querySelector(`[id="${link.getAttribute('aria-describedby')}"]`)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hasAttribute('hidden')).toBe(true);
    expect(tip.textContent).toBe('function $insertList(listType: ListType): voidInserts a list.');
  });
});
