/**
 * The typed samples in the schema. Guides: a Doc's entries were worked out by its MDX compile
 * (remark.ts). API reference: fields of the site's own, beside the API plugin's (which are
 * never replaced): `typedHtml` on the plugin's doc text type (ApiText), its HTML with each
 * code block in its typed rendering (api-samples.ts), and `codeTips` on each type whose text a
 * page shows, the entries its samples link to. The API's samples are worked out once per
 * process, on the first query that needs them, from every node of the reference.
 */
import {
  API_DECLARATION_TYPE,
  API_MODULE_TYPE,
  API_TEXT_TYPE,
  PACKAGE_DOC_TYPE,
  type DocText,
} from '../../../plugins/gatsby-source-lexical-api';
import { apiHrefs, hrefOf, type ResolverContext } from './api-hrefs';
import { apiSampleCoverage, codeBlocksIn, sampleOwners, tipsIn, typeApiSamples, typedHtml, type ApiSamples } from './api-samples';
import { siteCodeTypes } from './page-types';
import type { CodeTip } from './tips';

interface DocWithTips {
  codeTips?: CodeTip[];
  codeTipUses?: number[];
}

/** Declarations and their members are shown on different pages: a declaration's own tips leave its members out. */
const MEMBERS = new Set(['members']);

let apiSamples: Promise<ApiSamples> | null = null;

function apiSamplesOf(context: ResolverContext): Promise<ApiSamples> {
  return (apiSamples ??= (async () => {
    const [modules, declarations, packages] = await Promise.all(
      [API_MODULE_TYPE, API_DECLARATION_TYPE, PACKAGE_DOC_TYPE].map(async (type) => [
        ...((await context.nodeModel.findAll({ type })).entries as Iterable<Record<string, unknown>>),
      ]),
    );
    const service = siteCodeTypes();
    // A build's child typed them beside the sourcing (see ./index.ts): this reads its result.
    const owners = sampleOwners({ modules, declarations, packages });
    return typeApiSamples(owners, (fragments) => service.typesOfFragments(fragments), await apiHrefs(context));
  })());
}

function codeTipsField(description: string, skip: ReadonlySet<string> = new Set()) {
  return {
    type: '[CodeTip!]!',
    description,
    resolve: async (source: object, _args: unknown, context: ResolverContext) =>
      tipsIn(codeBlocksIn(source, skip), await apiSamplesOf(context)),
  };
}

export const codeTypesResolvers = {
  // A Doc node kept in Gatsby's cache from before samples were typed has neither field: it
  // reads as a page without typed samples until its file changes or the cache is cleaned.
  Doc: {
    codeTips: { resolve: (doc: DocWithTips) => doc.codeTips ?? [] },
    codeTipUses: { resolve: (doc: DocWithTips) => doc.codeTipUses ?? [] },
  },
  CodeTip: {
    href: {
      resolve: async (tip: CodeTip & { href?: string }, _args: unknown, context: ResolverContext) =>
        tip.href ?? hrefOf(await apiHrefs(context), tip),
    },
  },
  [API_TEXT_TYPE]: {
    typedHtml: {
      type: 'String!',
      description:
        'The text as HTML (its parts joined), each code block highlighted with a copy button, and in TypeScript and JavaScript blocks each Lexical export or member linked to its entry, naming its quick-info entry (see the codeTips of the module, declaration, member or package).',
      resolve: async (text: DocText, _args: unknown, context: ResolverContext) => typedHtml(text, await apiSamplesOf(context)),
    },
  },
  [API_MODULE_TYPE]: {
    codeTips: codeTipsField("The quick-info entries the samples of the module's doc comment link to."),
  },
  [API_DECLARATION_TYPE]: {
    codeTips: codeTipsField(
      "The quick-info entries the samples of the declaration's doc comments link to (its members' are theirs).",
      MEMBERS,
    ),
  },
  ApiMember: {
    codeTips: codeTipsField("The quick-info entries the samples of the member's doc comments link to."),
  },
  [PACKAGE_DOC_TYPE]: {
    codeTips: codeTipsField("The quick-info entries the samples of the package's README link to."),
  },
  Query: {
    apiSampleCoverage: {
      type: 'ApiSampleCoverage!',
      description: 'How many identifiers in the API reference samples refer to a Lexical export or member, and how many link to its entry.',
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => apiSampleCoverage(await apiSamplesOf(context)),
    },
  },
};
