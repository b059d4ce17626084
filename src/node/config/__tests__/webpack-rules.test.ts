/**
 * @jest-environment node
 *
 * How the site adjusts the rules Gatsby gives webpack, through onCreateWebpackConfig only:
 * SWC where Gatsby's Babel plugins have nothing to do, and @mdx-js/loader in place of
 * gatsby-plugin-mdx's rule, with the islands-only plugins in the browser's production bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../../mdx/islands';
import { siteRemarkPlugins } from '../../mdx/options';
import { typedPageMarker, typedPageMarkerOfFile } from '../../code-types/typed-pages';
import { type JsLoader, mdxLoaders, TYPED_PAGE_LOADER } from '../mdx-loaders';
import { needsGatsbyBabel } from '../on-create-webpack-config';

const PLUGIN_RULE: RuleSetRule = {
  test: /\.mdx?$/,
  use: () => [{ loader: 'babel-loader' }, { loader: '/nm/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js', options: {} }],
};
const OTHER_RULE: RuleSetRule = { test: /\.css$/, use: () => [{ loader: 'css-loader' }] };
const PAGE_ISSUER = '/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js';
const jsLoader: JsLoader = (options) => ({ loader: 'babel-loader', options });

interface MdxItem {
  loader: string;
  options: { development: boolean; providerImportSource: string; remarkPlugins: unknown[] };
}

function rulesOf(stage: string): RuleSetRule[] {
  const config = { module: { rules: [OTHER_RULE, PLUGIN_RULE] as unknown[] } };
  mdxLoaders(config, stage, jsLoader);
  return config.module.rules as RuleSetRule[];
}

function useOf(stage: string, issuer: string): RuleSetUseItem[] {
  const rule = rulesOf(stage)[1];
  return (rule.use as (info: object) => RuleSetUseItem[])({ issuer, resource: '/site/content/docs/a.mdx', resourceQuery: '' });
}

describe('MDX in each stage', () => {
  it("takes gatsby-plugin-mdx's rule out and compiles every MDX file from the file with @mdx-js/loader", () => {
    const rules = rulesOf('build-html');
    expect(rules).toHaveLength(2);
    expect(rules[0]).toBe(OTHER_RULE);
    const [mdx] = useOf('build-html', '/site/src/templates/doc.tsx') as [MdxItem];
    expect(mdx.loader).toBe(require.resolve('@mdx-js/loader'));
    expect(mdx.options.providerImportSource).toBe('@mdx-js/react');
    expect(mdx.options.remarkPlugins).toEqual([...siteRemarkPlugins]);
    expect(mdx.options.development).toBe(false);
  });

  it('fails, naming the file, when gatsby-plugin-mdx adds no MDX rule any more', () => {
    const config = { module: { rules: [OTHER_RULE] as unknown[] } };
    expect(() => mdxLoaders(config, 'build-html', jsLoader)).toThrow(/mdx-loaders\.ts: gatsby-plugin-mdx no longer adds its MDX rule/);
  });

  it('compiles the islands alone in the browser’s production bundle, numbering them on the parsed tree', () => {
    const [mdx] = useOf('build-javascript', '/site/src/templates/doc.tsx') as [MdxItem];
    expect(mdx.options.remarkPlugins.slice(0, 2)).toEqual([siteRemarkPlugins[0], remarkIslandsOnly]);
    expect(mdx.options.remarkPlugins.slice(2)).toEqual(siteRemarkPlugins.slice(1));
  });

  it('compiles an MDX page of src/pages whole, then through Gatsby’s loader of page components', () => {
    const [js, mdx] = useOf('build-javascript', PAGE_ISSUER) as [{ options: { isPageTemplate: boolean } }, MdxItem];
    expect(js.options.isPageTemplate).toBe(true);
    expect(mdx.options.remarkPlugins).toEqual([...siteRemarkPlugins]);
  });

  it('in develop, compiles for development and depends on the page’s typed-page marker', () => {
    const [mdx, marker] = useOf('develop', '/site/src/templates/doc.tsx') as [MdxItem, { loader: string; options: { markerOf: unknown } }];
    expect(mdx.options.development).toBe(true);
    expect(marker).toEqual({ loader: TYPED_PAGE_LOADER, options: { markerOf: typedPageMarkerOfFile } });
  });
});

describe("Gatsby's Babel", () => {
  it('still compiles page components and modules with a query', () => {
    expect(needsGatsbyBabel({ resource: __filename, resourceQuery: '', issuer: '/site/.cache/$virtual/async-requires.js' })).toBe(true);
    expect(needsGatsbyBabel({ resource: require.resolve('../../../templates/doc.tsx'), resourceQuery: '', issuer: '' })).toBe(true);
    expect(needsGatsbyBabel({ resource: require.resolve('../../../components/Spinner/index.tsx'), resourceQuery: '', issuer: '' })).toBe(
      false,
    );
  });
});

describe("develop's typed-page marker", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loader = require(TYPED_PAGE_LOADER) as (this: object, source: string) => string;
  const resourcePath = path.resolve('content/docs/faq.mdx');

  it('is the one typed-pages.ts writes, watched for while it does not exist', () => {
    const found: string[] = [];
    const missing: string[] = [];
    const context = {
      resourcePath,
      getOptions: () => ({ markerOf: typedPageMarkerOfFile }),
      addDependency: (file: string) => found.push(file),
      addMissingDependency: (file: string) => missing.push(file),
    };
    const marker = typedPageMarker(process.cwd(), 'content/docs/faq.mdx');
    fs.rmSync(marker, { force: true });
    expect(loader.call(context, 'body')).toBe('body');
    expect({ found, missing }).toEqual({ found: [], missing: [marker] });
    fs.mkdirSync(path.dirname(marker), { recursive: true });
    fs.writeFileSync(marker, '{}');
    try {
      loader.call(context, 'body');
      expect(found).toEqual([marker]);
    } finally {
      fs.rmSync(marker, { force: true });
    }
  });
});
