/**
 * Babel's step for modules Gatsby's plugins must see runs those plugins alone: it must still
 * lift a page query and a static query out, remove a page's server-only APIs, and hand SWC the
 * TypeScript and JSX it was given.
 */
import { transformSync } from '@babel/core';
import { gatsbyBabelPlugins } from '../on-create-webpack-config';
import { compiledBody, keepCompiledBody } from '../../mdx/compiled';

const TEMPLATE = `import { graphql, useStaticQuery, type PageProps } from 'gatsby';
interface Data { doc: { title: string } }
export default function Doc({ data }: PageProps<Data>) {
  const site = useStaticQuery(graphql\`query SiteTitle { site { siteMetadata { title } } }\`);
  return <h1 title={site.site.siteMetadata.title}>{data.doc.title as string}</h1>;
}
export const config = () => ({ defer: false });
export const query = graphql\`query Doc($id: String!) { doc(id: { eq: $id }) { title } }\`;
`;

function gatsbyStep(stage: Parameters<typeof gatsbyBabelPlugins>[0], isPageTemplate: boolean): string {
  return transformSync(TEMPLATE, {
    filename: '/site/src/templates/doc.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: gatsbyBabelPlugins(stage, isPageTemplate, '') as never,
  })!.code!;
}

describe("Gatsby's Babel plugins without its preset", () => {
  it('lifts the queries out and removes the APIs a page component must not ship', () => {
    const code = gatsbyStep('build-javascript', true);
    expect(code).not.toMatch(/graphql`/);
    expect(code).toMatch(/page-data\/sq\/d\/\d+\.json/);
    expect(code).not.toMatch(/export const config/);
  });

  it('leaves the TypeScript and JSX for SWC', () => {
    // (Not the HTML stages here: their slice plugin loads Gatsby's store, whose lmdb Jest cannot load.)
    const code = gatsbyStep('build-javascript', false);
    expect(code).toMatch(/interface Data/);
    expect(code).toMatch(/<h1 title=/);
    expect(code).toMatch(/as string/);
    // Only a page component loses its APIs.
    expect(code).toMatch(/export const config/);
  });
});

describe('compiled MDX bodies', () => {
  it('are given back for the body they were compiled from only', () => {
    keepCompiledBody('/site/content/docs/a.mdx', '# A', 'code of A');
    expect(compiledBody('/site/content/docs/a.mdx', '# A')).toBe('code of A');
    expect(compiledBody('/site/content/docs/a.mdx', '# A, edited')).toBeUndefined();
    expect(compiledBody('/site/content/docs/b.mdx', '# A')).toBeUndefined();
  });
});
