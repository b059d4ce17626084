/**
 * @jest-environment node
 *
 * A template many content files share compiles once per stage: every doc's page component
 * gets the code Gatsby's Babel plugins and SWC give the template, whatever its content file.
 */
import { createRequire } from 'node:module';
import { transformSync as babelTransform } from '@babel/core';
import { transformSync as swcTransform } from '@swc/core';
import { productionLoaders, swcOptions } from '../on-create-webpack-config';

const loader = createRequire(__filename)('../shared-template-loader.cjs') as (this: object, source: string) => void;

const TEMPLATE = `import { graphql, type PageProps } from 'gatsby';
interface Data { doc: { title: string } }
export default function Doc({ data }: PageProps<Data>) {
  return <h1>{data.doc.title as string}</h1>;
}
export const Head = () => <title>Doc</title>;
export const query = graphql\`query Doc($id: String!) { doc(id: { eq: $id }) { title } }\`;
`;
const RESOURCE = '/site/src/templates/doc.tsx';

function useOf(contentFile: string) {
  const info = {
    resource: RESOURCE,
    resourceQuery: `?__contentFilePath=${contentFile}&export=default`,
    issuer: '/site/.cache/async-requires.js',
  };
  const [item] = productionLoaders({ options: { isPageTemplate: true, resourceQuery: info.resourceQuery } }, 'build-javascript', info);
  return item as { loader: string; options: { babelOptions: Record<string, unknown>; swcOptions: Record<string, unknown> } };
}

let compiles = 0;
/** A Babel plugin that counts the compiles it sees. */
const counted = () => ({ visitor: { Program: () => void (compiles += 1) } });

function run(contentFile: string): Promise<string> {
  const { options: given } = useOf(contentFile);
  const options = { ...given, babelOptions: { ...given.babelOptions, plugins: [...(given.babelOptions.plugins as unknown[]), counted] } };
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: RESOURCE,
      target: 'web',
      sourceMap: false,
      getOptions: () => options,
      async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code!)),
    };
    loader.call(context, TEMPLATE);
  });
}

describe('the shared template loader', () => {
  it('is what compiles a page component shared by content files, and only those', () => {
    expect(useOf('/site/content/docs/a.mdx').loader).toMatch(/shared-template-loader\.cjs$/);
    const page = { resource: '/site/src/pages/index.tsx', resourceQuery: '', issuer: '/site/.cache/async-requires.js' };
    expect(
      productionLoaders({ options: { isPageTemplate: true } }, 'build-javascript', page).map((item) => (item as { loader: string }).loader),
    ).toEqual(['swc-loader', expect.stringMatching(/babel-loader/)]);
  });

  it("gives the code of Gatsby's plugins then SWC, compiled once for all the docs of a stage", async () => {
    const codes = await Promise.all(['a', 'b', 'c'].map((name) => run(`/site/content/docs/${name}.mdx`)));
    expect(compiles).toBe(1);
    expect(new Set(codes).size).toBe(1);

    const { babelOptions } = useOf('/site/content/docs/a.mdx').options;
    const lifted = babelTransform(TEMPLATE, {
      ...babelOptions,
      filename: RESOURCE,
      caller: { name: 'babel-loader', supportsStaticESM: true },
    });
    const expected = swcTransform(lifted!.code!, {
      ...swcOptions('build-javascript', RESOURCE),
      filename: RESOURCE,
      sourceMaps: false,
    }).code;
    expect(codes[0]).toBe(expected);
    expect(codes[0]).not.toMatch(/graphql`/);
    expect(codes[0]).not.toMatch(/\bHead\b/);
  });
});
