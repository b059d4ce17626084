/**
 * The home page's code samples (content/home/code-samples.ts), highlighted at build time like
 * every code block of the site, so the home page ships neither the samples module nor a
 * highlighter.
 */
import { codeSamples } from '../../../content/home/code-samples';
import type { Feature } from '../feature';
import { highlightToHtml } from '../mdx/code-blocks';

const typeDefs = /* GraphQL */ `
  """A code sample of the home page, highlighted at build time."""
  type CodeSample {
    id: String!
    "The tab label."
    label: String!
    "The fence language, e.g. tsx."
    language: String!
    "The source, for the copy button."
    code: String!
    "The highlighted lines as HTML (token spans)."
    html: String!
  }
`;

export const home: Feature = {
  typeDefs,
  resolvers: {
    Query: {
      homeCodeSamples: {
        type: '[CodeSample!]!',
        description: 'The setup examples shown in tabs on the home page.',
        resolve: () =>
          codeSamples.map(({ id, label, language, code }) => ({ id, label, language, code, html: highlightToHtml(code, language) })),
      },
    },
  },
};
