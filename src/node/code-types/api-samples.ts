/**
 * The code samples of the API reference: examples in Lexical's doc comments and code in the
 * packages' READMEs. The API plugin keeps that text as data (ApiText: Markdown, and HTML in
 * parts, each code block a part with its language and code); here each code block gets the
 * guides' treatment: highlighted at build time, and each identifier that refers to a Lexical
 * export or member (typed as a fragment, see fragments.ts) a link to its entry that names its
 * quick-info tooltip, and a copy button beside it (ApiText.typedHtml, see resolvers.ts).
 * The links, tooltips and buttons are plain HTML and ids, because API pages are static markup
 * the browser never hydrates: <CodeTips> renders the tooltips and drives them,
 * useCopyCodeButtons drives the buttons.
 */
import { escapeHtml, type CodeBlock, type DocText } from '../../../plugins/gatsby-source-lexical-api';
import { COPY_BUTTON_ATTRIBUTE, codeRefHtml } from '../../shared/code-tips';
import { type CodeRefRange, highlightToHtml } from '../mdx/code-blocks';
import type { TypedIdentifier } from './analyse';
import { FRAGMENT_LANGUAGES, type Fragment } from './fragments';
import { hrefOf } from './api-hrefs';
import { codeTipOf, type CodeTip } from './tips';

function keyOf({ language, code }: CodeBlock): string {
  return `${language}\u0000${code}`;
}

function isDocText(value: object): value is DocText {
  return 'parts' in value && Array.isArray(value.parts) && 'markdown' in value && typeof value.markdown === 'string';
}

/** The code blocks of every doc text in a value (a node or part of one), except under the keys skipped. */
export function codeBlocksIn(value: unknown, skip: ReadonlySet<string> = new Set()): CodeBlock[] {
  if (Array.isArray(value)) return value.flatMap((item) => codeBlocksIn(item, skip));
  if (!value || typeof value !== 'object') return [];
  if (isDocText(value)) return value.parts.flatMap((part) => (part.code ? [part.code] : []));
  return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : codeBlocksIn(item, skip)));
}

export interface TypedBlock {
  /** The block as highlighted HTML with its linked identifiers. */
  html: string;
  /** The quick-info entries its links name, each once. */
  tips: (CodeTip & { href: string })[];
  /** Whether it was typed (its language is TypeScript or JavaScript). */
  typed: boolean;
  /** Identifiers that refer to a Lexical export or member, and how many of them link. */
  identifiers: number;
  linked: number;
}

/** Each distinct code block of the reference (by its language and code), typed and rendered. */
export type ApiSamples = ReadonlyMap<string, TypedBlock>;

export interface SampleOwner {
  /** The module or package the text documents: a fragment's undefined names are imported from it first. */
  module: string | null;
  blocks: readonly CodeBlock[];
}

function renderBlock(block: CodeBlock, identifiers: readonly TypedIdentifier[] | null, hrefs: ReadonlyMap<string, string>): TypedBlock {
  const tips = new Map<string, CodeTip & { href: string }>();
  const refs: CodeRefRange[] = [];
  for (const identifier of identifiers ?? []) {
    const tip = codeTipOf(identifier);
    const href = hrefOf(hrefs, tip);
    if (!href) continue;
    tips.set(tip.key, { ...tip, href });
    refs.push({ line: identifier.line, column: identifier.column, length: identifier.length, tip: tip.key });
  }
  const lines = highlightToHtml(block.code, block.language, refs, (key, inner) => codeRefHtml(tips.get(key)!.href, key, inner));
  return {
    html:
      `<div class="code-sample-frame"><pre tabindex="0" class="language-${escapeHtml(block.language)} code-sample"><code>${lines}</code></pre>` +
      `<button type="button" class="code-sample-copy" ${COPY_BUTTON_ATTRIBUTE} aria-live="polite">Copy</button></div>`,
    tips: [...tips.values()],
    typed: identifiers !== null,
    identifiers: identifiers?.length ?? 0,
    linked: refs.length,
  };
}

/** The nodes of the API reference whose doc text holds samples, as Gatsby gives them. */
export interface ReferenceNodes {
  modules: Iterable<Record<string, unknown>>;
  declarations: Iterable<Record<string, unknown>>;
  packages: Iterable<Record<string, unknown>>;
}

/**
 * Each node's code blocks, with the module its names are first imported from (the node's field
 * `field`), in the order of the nodes' ids: Gatsby's main process and its query workers list
 * the nodes of a type in different orders, and the owners' order decides the fragments'.
 */
function ownersOf(nodes: Iterable<Record<string, unknown>>, field: string): SampleOwner[] {
  return [...nodes]
    .sort((a, b) => (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0))
    .map((node) => ({ module: typeof node[field] === 'string' ? node[field] : null, blocks: codeBlocksIn(node) }));
}

export function sampleOwners({ modules, declarations, packages }: ReferenceNodes): SampleOwner[] {
  return [...ownersOf(modules, 'name'), ...ownersOf(declarations, 'moduleName'), ...ownersOf(packages, 'packageName')];
}

/** Each distinct block the owners hold, with the module of the first owner that holds it. */
function distinctBlocks(owners: readonly SampleOwner[]): Map<string, CodeBlock & { module: string | null }> {
  const blocks = new Map<string, CodeBlock & { module: string | null }>();
  for (const owner of owners) {
    for (const block of owner.blocks) {
      if (!blocks.has(keyOf(block))) blocks.set(keyOf(block), { language: block.language, code: block.code, module: owner.module });
    }
  }
  return blocks;
}

/** The fragments typeApiSamples() types for these owners, in its order (for CodeTypes.typeFragmentsInBackground). */
export function apiFragments(owners: readonly SampleOwner[]): Fragment[] {
  return [...distinctBlocks(owners).values()].filter((block) => FRAGMENT_LANGUAGES.has(block.language));
}

/**
 * Types and renders every code block the owners hold (each distinct block once).
 * `typeFragments` gives the Lexical identifiers of fragments; `hrefs` the API entries' addresses.
 */
export function typeApiSamples(
  owners: readonly SampleOwner[],
  typeFragments: (fragments: readonly Fragment[]) => TypedIdentifier[][],
  hrefs: ReadonlyMap<string, string>,
): ApiSamples {
  const typed = apiFragments(owners);
  const identifiers = new Map(typeFragments(typed).map((found, i) => [keyOf(typed[i]), found]));
  return new Map([...distinctBlocks(owners)].map(([key, block]) => [key, renderBlock(block, identifiers.get(key) ?? null, hrefs)]));
}

/** The doc text as HTML, each code block in its typed rendering. */
export function typedHtml(text: DocText, samples: ApiSamples): string {
  return text.parts.map((part) => (part.code ? (samples.get(keyOf(part.code))?.html ?? part.html) : part.html)).join('');
}

/** The quick-info entries some code blocks link to, each once. */
export function tipsIn(blocks: readonly CodeBlock[], samples: ApiSamples): (CodeTip & { href: string })[] {
  const tips = new Map<string, CodeTip & { href: string }>();
  for (const block of blocks) {
    for (const tip of samples.get(keyOf(block))?.tips ?? []) tips.set(tip.key, tip);
  }
  return [...tips.values()];
}

export interface SampleCoverage {
  samples: number;
  linked: number;
  total: number;
}

export function apiSampleCoverage(samples: ApiSamples): SampleCoverage {
  const typed = [...samples.values()].filter((block) => block.typed);
  return {
    samples: typed.length,
    linked: typed.reduce((sum, block) => sum + block.linked, 0),
    total: typed.reduce((sum, block) => sum + block.identifiers, 0),
  };
}
