/**
 * @jest-environment node
 *
 * The production stages wrap a doc's template around its MDX file once for every doc: each doc
 * gets what gatsby-plugin-mdx's layout loader gives it, its own file in the import. Run in Node
 * itself: the plugin's loader imports its parser as an ES module, which Jest's runtime cannot.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SCRIPT = `
const shared = require(${JSON.stringify(path.resolve(__dirname, '../shared-layout-loader.cjs'))});
const plugins = require('gatsby-plugin-mdx/dist/gatsby-layout-loader').default;
const TEMPLATE = 'import * as React from "react";\\nfunction DocTemplate({ children }) { return React.createElement("main", null, children); }\\nexport default DocTemplate;\\n';
const known = new Set(['/site/content/docs/a.mdx', '/site/content/docs/with "quotes".mdx', "/site/content/docs/$&-and-$'.mdx"]);
const context = (file, dependencies) => ({
  resourcePath: '/site/src/templates/doc.tsx',
  resourceQuery: '?__contentFilePath=' + file,
  addDependency: (dependency) => dependencies.push(dependency),
  getOptions: () => ({ nodeExists: async (f) => known.has(f), reporter: { panicOnBuild: (e) => { throw new Error(JSON.stringify(e)); } } }),
});
(async () => {
  const docs = [];
  for (const file of known) {
    const dependencies = [];
    docs.push({ file, expected: await plugins.call(context(file, []), TEMPLATE), got: await shared.call(context(file, dependencies), TEMPLATE), dependencies });
  }
  const unknown = await shared.call(context('/site/content/docs/gone.mdx', []), TEMPLATE).then(() => 'no error', (error) => error.message);
  console.log(JSON.stringify({ docs, unknown }));
})();
`;

describe('the shared layout loader', () => {
  const { docs, unknown } = JSON.parse(execFileSync(process.execPath, ['-e', SCRIPT], { encoding: 'utf8' })) as {
    docs: { file: string; expected: string; got: string; dependencies: string[] }[];
    unknown: string;
  };

  it("gives each doc the plugin's own wrapping, with its own MDX file, and depends on that file", () => {
    expect(docs).toHaveLength(3);
    for (const doc of docs) {
      expect(doc.got).toBe(doc.expected);
      expect(doc.got).toContain(JSON.stringify(doc.file));
      expect(doc.dependencies).toEqual([doc.file]);
    }
  });

  it("leaves a file that is no MDX node to the plugin's loader, which reports it", () => {
    expect(unknown).toMatch(/gone\.mdx/);
  });
});
