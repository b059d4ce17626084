/** @jest-environment node */
import { declarationRecords, moduleRecords } from '../api';
import { packageRecords } from '../packages';

const node = { id: 'n', parent: null, children: [], internal: { type: 'X', contentDigest: 'd', owner: 'o' } };

describe('API and package search records', () => {
  it('names a function by its exact identifier, on its module page with its anchor', () => {
    const [record] = declarationRecords(
      {
        ...node,
        name: '$getRoot',
        kind: 'function',
        path: '/docs/api/modules/lexical#getroot',
        hasPage: false,
        summary: 'Returns the root node.',
        moduleName: 'lexical',
        members: [],
      },
      'lexical',
      '/docs',
    );
    expect(record).toMatchObject({
      title: '$getRoot',
      name: '$getRoot',
      context: 'api',
      url: '/docs/api/modules/lexical',
      hash: 'getroot',
      breadcrumbs: ['API', 'lexical'],
    });
  });

  it('lists the members of a class as headings, once each', () => {
    const [record] = declarationRecords(
      {
        ...node,
        name: 'TextNode',
        kind: 'class',
        path: '/docs/api/classes/lexical.TextNode',
        hasPage: true,
        summary: '',
        moduleName: 'lexical',
        members: [{ name: 'getTextContent' }, { name: 'setFormat' }, { name: 'getTextContent' }],
      },
      'lexical',
      '/docs',
    );
    expect(record.headings).toEqual(['getTextContent', 'setFormat']);
    expect(record.hash).toBeNull();
  });

  it('makes one record per module and per package page', () => {
    expect(
      moduleRecords(
        {
          ...node,
          name: '@lexical/history',
          packageName: '@lexical/history',
          path: '/docs/api/modules/lexical_history',
          summary: 'Undo.',
          version: '0.35.0',
        },
        '/docs',
      )[0],
    ).toMatchObject({ title: '@lexical/history', context: 'api' });
    expect(
      packageRecords(
        {
          ...node,
          packageName: '@lexical/list',
          path: '/docs/packages/lexical-list',
          description: 'Lists.',
          readme: { markdown: '# List\n\nSome **text**.' },
          headings: [{ depth: 2, value: 'Usage' }],
        },
        '/docs',
      )[0],
    ).toMatchObject({ title: '@lexical/list', context: 'docs', breadcrumbs: ['Docs', 'Packages'], headings: ['Usage'] });
  });
});
