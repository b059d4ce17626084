/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { DEVELOP_PAGE_DATA_EQUAL, developPageDataEqual } from '../on-create-webpack-config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const dequal = require(DEVELOP_PAGE_DATA_EQUAL) as (a: unknown, b: unknown) => boolean;
/** lodash's isEqual as Gatsby's dev loader imports it. */
const lodashIsEqual = createRequire(require.resolve('gatsby/package.json'))('lodash/isEqual') as (a: unknown, b: unknown) => boolean;

describe("develop's page-data equality in place of lodash's isEqual", () => {
  it("stands in for the module Gatsby's dev loader imports", () => {
    const devLoader = fs.readFileSync(require.resolve('gatsby/cache-dir/dev-loader.js'), 'utf8');
    expect(devLoader).toMatch(/import isEqual from "lodash\/isEqual"/);
    expect(Object.keys(developPageDataEqual())).toEqual(['lodash/isEqual$']);
  });

  // Page data arrives as JSON (the loader fetches it), so its values are JSON values of this realm.
  it('agrees with lodash on page data', () => {
    const pageData = {
      componentChunkName: 'component---src-templates-doc-tsx',
      path: '/docs/intro',
      result: { data: { mdx: { frontmatter: { title: 'Intro', tags: ['a', 'b'] }, body: null } }, pageContext: { id: 1 } },
      staticQueryHashes: ['3814338967'],
      slicesMap: {},
    };
    const variants: unknown[] = [
      JSON.parse(JSON.stringify(pageData)) as unknown,
      { ...pageData, path: '/docs/faq' },
      { ...pageData, staticQueryHashes: ['3814338967', '432573804'] },
      { ...pageData, result: { ...pageData.result, pageContext: { id: '1' } } },
      { ...pageData, extra: undefined },
      { ...pageData, slicesMap: undefined },
      null,
      undefined,
      [],
      {},
    ];
    for (const a of variants) {
      for (const b of variants) expect(dequal(a, b)).toBe(lodashIsEqual(a, b));
      expect(dequal(pageData, a)).toBe(lodashIsEqual(pageData, a));
    }
  });
});
