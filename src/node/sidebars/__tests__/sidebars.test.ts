/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildSidebars } from '../build';
import { evaluateSidebarsFile } from '../source';
import { loadSidebars } from '../load';
import { flattenSidebar, sidebarRoutes } from '../navigation';
import { sidebarProblems } from '../validate';
import missingDoc from './__fixtures__/missing-doc';
import unknownItemType from './__fixtures__/unknown-item-type';
import valid from './__fixtures__/valid';
import { fixtureDocs } from './fixture-docs';

const generated = { packages: [{ type: 'doc' as const, docId: 'pkg', label: 'lexical', href: '/docs/packages/lexical' }] };

describe('loadSidebars', () => {
  it('accepts a module with a default export', () => {
    expect(loadSidebars({ default: valid }).docs).toHaveLength(7);
  });

  it('names the file and the bad item', () => {
    expect(() => loadSidebars(unknownItemType)).toThrow(
      /Invalid sidebars in content\/sidebars\.ts:\n {2}- docs\[1\]: not a doc id, nor an item of type "doc", "link", "category" or "generated"/,
    );
  });
});

describe('sidebarProblems', () => {
  const ctx = {
    docIds: new Set(['intro']),
    draftIds: new Set(['draft-only']),
    generatedSources: new Set(['packages']),
    requiredSidebars: [{ id: 'docs', requiredBy: 'the docs pages' }],
  };

  it('fails on a doc id that is not a doc, naming the sidebar, the id and the file', () => {
    expect(sidebarProblems(loadSidebars(missingDoc), ctx)).toEqual([
      'sidebar "docs" names the doc id "concepts/missing", which is not a doc: create content/docs/concepts/missing.mdx or fix the id in content/sidebars.ts',
    ]);
  });

  it('allows the id of a draft', () => {
    expect(sidebarProblems({ docs: ['intro', 'draft-only'] }, ctx)).toEqual([]);
  });

  it('fails on a missing sidebar id', () => {
    expect(
      sidebarProblems(
        { docs: ['intro'] },
        {
          ...ctx,
          requiredSidebars: [{ id: 'api', requiredBy: 'navbar.items[2] in src/config/site.ts' }],
        },
      ),
    ).toEqual([
      'the sidebar "api" does not exist (navbar.items[2] in src/config/site.ts refers to it); add it to content/sidebars.ts or fix the id. Sidebars: "docs"',
    ]);
  });

  it('fails on an unknown generated source', () => {
    expect(sidebarProblems({ docs: [{ type: 'generated', source: 'blog' }] }, ctx)).toEqual([
      expect.stringContaining('generated item with the unknown source "blog"'),
    ]);
  });
});

describe('buildSidebars (normalise)', () => {
  const { sidebars } = buildSidebars(fixtureDocs, generated, valid, false);

  it('labels docs, drops unlisted docs, drafts and empty categories, expands generated items', () => {
    expect(sidebars.docs).toMatchSnapshot();
    const labels = flattenSidebar(sidebars.docs).map((l) => l.label);
    expect(labels).not.toContain('Title of getting-started/unlisted');
    expect(labels).not.toContain('Title of getting-started/draft');
    expect(sidebars.docs.map((i) => i.label)).not.toContain('Empty');
  });

  it('keeps drafts while developing', () => {
    const dev = buildSidebars(fixtureDocs, generated, valid, true).sidebars;
    expect(flattenSidebar(dev.docs).map((l) => l.href)).toContain('/docs/getting-started/draft');
  });
});

describe('buildSidebars (problems)', () => {
  it('leaves a missing doc out and returns the message a build fails with', () => {
    const { sidebars, problems } = buildSidebars(fixtureDocs, generated, missingDoc, true);
    expect(problems).toEqual([
      'Broken sidebars in content/sidebars.ts:\n  - sidebar "docs" names the doc id "concepts/missing", which is not a doc: create content/docs/concepts/missing.mdx or fix the id in content/sidebars.ts',
    ]);
    expect(flattenSidebar(sidebars.docs).map((l) => l.href)).toEqual(['/docs/intro']);
  });

  it('returns no problems for sound sidebars', () => {
    expect(buildSidebars(fixtureDocs, generated, valid, true).problems).toEqual([]);
  });

  it('gives no sidebars and the shape problem for a file of the wrong shape', () => {
    const { sidebars, problems } = buildSidebars(fixtureDocs, generated, unknownItemType, true);
    expect(sidebars).toEqual({});
    expect(problems[0]).toMatch(/^Invalid sidebars in content\/sidebars\.ts:/);
  });
});

describe('evaluateSidebarsFile', () => {
  const fixture = (name: string) => path.join(__dirname, '__fixtures__', name);

  it('evaluates a TypeScript sidebars file with type-only imports', () => {
    expect(evaluateSidebarsFile(fixture('valid.ts'), fs.readFileSync(fixture('valid.ts'), 'utf8'))).toEqual(valid);
  });

  it('names the file, line and column of a syntax error', () => {
    expect(() => evaluateSidebarsFile(fixture('syntax-error.ts.txt'), fs.readFileSync(fixture('syntax-error.ts.txt'), 'utf8'))).toThrow(
      /^content\/sidebars\.ts:4:\d+: .*; fix the syntax of content\/sidebars\.ts$/,
    );
  });
});

describe('navigation', () => {
  const { sidebars } = buildSidebars(fixtureDocs, generated, valid, false);
  const routes = sidebarRoutes(sidebars.docs);

  it('lists every page of the sidebar, category links included', () => {
    expect(Object.keys(routes)).toEqual(flattenSidebar(sidebars.docs).map((link) => link.href));
    expect(routes['/docs/design']).toBeUndefined();
  });

  it('derives breadcrumbs and previous/next in reading order, category links included', () => {
    expect(routes['/docs/concepts/editor-state']).toEqual({
      breadcrumbs: [{ label: 'Concepts', href: '/docs/concepts/overview' }],
      previous: { label: 'Concepts', href: '/docs/concepts/overview' },
      next: { label: 'Nodes!', href: '/docs/concepts/nodes' },
    });
    expect(routes['/docs/intro']).toEqual({
      breadcrumbs: [],
      previous: null,
      next: { label: 'Title of getting-started/quick-start', href: '/docs/getting-started/quick-start' },
    });
  });
});
