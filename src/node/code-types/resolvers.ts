/**
 * The typed samples in the schema. Guides: a Doc's entries were worked out by its MDX compile
 * (remark.ts). API reference: the HTML fields of the API plugin's types resolve to their typed
 * rendering (api-samples.ts), and each type whose HTML a page shows gets `codeTips`, the
 * entries its samples link to. The API's samples are worked out once per process, on the
 * first query that needs them, from every node of the reference.
 */
import path from 'node:path';
import { API_DECLARATION_TYPE, API_MODULE_TYPE, PACKAGE_DOC_TYPE } from '../../../plugins/gatsby-source-lexical-api/constants';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import { apiHrefs, hrefOf, type ResolverContext } from './api-hrefs';
import { apiSampleCoverage, stringsIn, tipsIn, typeApiSamples, typedHtml, type ApiSamples } from './api-samples';
import { codeTypes } from './page-types';
import type { CodeTip } from './tips';

interface DocWithTips {
  codeTips?: CodeTip[];
  codeTipUses?: number[];
}

interface ReferenceNode {
  name?: string;
  moduleName?: string;
  packageName?: string;
}

/** Declarations and their members are shown on different pages: a declaration's own tips leave its members out. */
const MEMBERS = new Set(['members']);

let apiSamples: Promise<ApiSamples> | null = null;

function apiSamplesOf(context: ResolverContext): Promise<ApiSamples> {
  apiSamples ??= (async () => {
    const [modules, declarations, packages] = await Promise.all(
      [API_MODULE_TYPE, API_DECLARATION_TYPE, PACKAGE_DOC_TYPE].map(async (type) => [
        ...((await context.nodeModel.findAll({ type })).entries as Iterable<ReferenceNode>),
      ]),
    );
    const owners = [
      ...modules.map((node) => ({ module: node.name ?? null, html: stringsIn(node) })),
      ...declarations.map((node) => ({ module: node.moduleName ?? null, html: stringsIn(node) })),
      ...packages.map((node) => ({ module: node.packageName ?? null, html: stringsIn(node) })),
    ];
    const root = process.cwd();
    const service = codeTypes({
      root,
      docsDir: path.join(root, 'content/docs'),
      packages: pinnedLexicalPackages(path.join(root, 'package.json')),
    });
    return typeApiSamples(owners, (fragments) => service.typesOfFragments(fragments), await apiHrefs(context));
  })();
  return apiSamples;
}

type Source = Record<string, unknown>;

/** A field of the API plugin's types that holds HTML, resolved to its typed rendering. */
function typedHtmlField(field: string) {
  return {
    resolve: async (source: Source, _args: unknown, context: ResolverContext) => {
      const html = source[field];
      return typeof html === 'string' ? typedHtml(html, await apiSamplesOf(context)) : html;
    },
  };
}

function codeTipsField(description: string, skip: ReadonlySet<string> = new Set()) {
  return {
    type: '[CodeTip!]!',
    description,
    resolve: async (source: Source, _args: unknown, context: ResolverContext) =>
      tipsIn(stringsIn(source, skip), await apiSamplesOf(context)),
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
  ApiModule: {
    commentHtml: typedHtmlField('commentHtml'),
    codeTips: codeTipsField("The quick-info entries the samples of the module's doc comment link to."),
  },
  ApiDeclaration: {
    commentHtml: typedHtmlField('commentHtml'),
    deprecatedHtml: typedHtmlField('deprecatedHtml'),
    codeTips: codeTipsField(
      "The quick-info entries the samples of the declaration's doc comments link to (its members' are theirs).",
      MEMBERS,
    ),
  },
  ApiMember: {
    commentHtml: typedHtmlField('commentHtml'),
    deprecatedHtml: typedHtmlField('deprecatedHtml'),
    codeTips: codeTipsField("The quick-info entries the samples of the member's doc comments link to."),
  },
  ApiSignature: {
    commentHtml: typedHtmlField('commentHtml'),
    deprecatedHtml: typedHtmlField('deprecatedHtml'),
    returnsCommentHtml: typedHtmlField('returnsCommentHtml'),
  },
  ApiParameter: {
    commentHtml: typedHtmlField('commentHtml'),
  },
  PackageDoc: {
    html: typedHtmlField('html'),
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
