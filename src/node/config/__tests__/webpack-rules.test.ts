/**
 * @jest-environment node
 *
 * How the site adjusts the rules Gatsby gives webpack, through onCreateWebpackConfig only:
 * SWC where Gatsby's Babel plugins have nothing to do, and gatsby-plugin-mdx's own loader given
 * the islands-only plugins in the browser's production bundle.
 */
import path from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { remarkIslandsOnly } from '../../mdx/islands';
import { fileStamp, recompiledStamp } from '../../mdx/recompiled';
import { mdxLoaders, RECOMPILED_LOADER } from '../mdx-loaders';
import { needsGatsbyBabel } from '../on-create-webpack-config';

const MDX_ITEM = {
  loader: '/nm/gatsby-plugin-mdx/dist/gatsby-mdx-loader.js',
  options: { options: { remarkPlugins: ['gfm'], recmaPlugins: [] } },
};

function mdxRule(): RuleSetRule {
  return { test: /\.mdx?$/, use: () => [{ loader: 'babel-loader' }, MDX_ITEM] };
}

function useOf(stage: string, issuer: string): RuleSetUseItem[] {
  const config = { module: { rules: [mdxRule()] as unknown[] } };
  mdxLoaders(config, stage);
  const rule = config.module.rules[0] as RuleSetRule;
  return (rule.use as (info: object) => RuleSetUseItem[])({ issuer, resource: '/site/content/docs/a.mdx' });
}

describe('MDX in each stage', () => {
  it('compiles the islands alone in the browser’s production bundle, with the loader Gatsby set up', () => {
    const [, mdx] = useOf('build-javascript', '/site/content') as [unknown, typeof MDX_ITEM];
    expect(mdx.loader).toBe(MDX_ITEM.loader);
    expect(mdx.options.options.remarkPlugins).toEqual([remarkIslandsOnly, 'gfm']);
    expect(mdx.options.options.recmaPlugins).toEqual([]);
  });

  it('compiles an MDX page of src/pages whole, and leaves the HTML renderer as Gatsby set it', () => {
    expect(useOf('build-javascript', '/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js')[1]).toBe(MDX_ITEM);
    expect(useOf('build-html', '/site/src/templates/doc.tsx')[1]).toBe(MDX_ITEM);
  });

  it('in develop, makes each MDX module depend on the stamp of docs compiled again', () => {
    expect(useOf('develop', '/site/src/templates/doc.tsx')).toEqual([{ loader: 'babel-loader' }, MDX_ITEM, RECOMPILED_LOADER]);
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

describe("develop's MDX stamps", () => {
  it('are the ones the build writes: every body’s and the body’s own', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loader = require(RECOMPILED_LOADER) as (this: object, source: string) => string;
    const dependencies: string[] = [];
    const resourcePath = path.resolve('content/docs/faq.mdx');
    expect(loader.call({ resourcePath, addDependency: (file: string) => dependencies.push(file) }, 'body')).toBe('body');
    expect(dependencies).toEqual([recompiledStamp(), fileStamp(resourcePath)]);
  });
});
