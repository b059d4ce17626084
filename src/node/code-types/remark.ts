/**
 * The docs' remark step for typed samples: reads the page's code nodes as samples, gets their
 * type information (page-types.ts), and returns what the page needs: for each code node the
 * shown identifiers to link, the page's quick-info entries (one per distinct export, member and
 * printed signature) with how often each is used, and the compiler's errors with the page's
 * file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinnedLexicalPackages } from '../api/pinned-packages';
import type { CodeRefRange } from '../mdx/code-blocks';
import { walk, type MdNode } from '../mdx/tree';
import { codeTypes } from './page-types';
import { pageSamples } from './samples';
import { codeTipOf, type CodeTip } from './tips';
import { servesBeforeSlowWork } from '../mode';

export interface PageCodeTypes {
  refs: Map<MdNode, CodeRefRange[]>;
  tips: CodeTip[];
  /** How many identifiers show each entry of `tips`. */
  uses: number[];
  /** `content/docs/x.mdx:12: TS2304: Cannot find name 'foo'.`, one per compiler error. */
  errors: string[];
  /** `gatsby develop` only: the samples show without types until the page is read again (./typed-pages.ts). */
  pending: boolean;
}

/** Lines of the file before the compiled body (its front matter), so errors name file lines. */
function bodyLineOffset(file: string, body: string): number {
  try {
    const start = fs.readFileSync(file, 'utf8').indexOf(body);
    return start > 0 ? fs.readFileSync(file, 'utf8').slice(0, start).split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}

/** The build error for samples that stopped compiling: each error's page and line, and the ways out. */
export function sampleErrorsMessage(errors: readonly string[]): string {
  return (
    `Code samples that do not compile against the pinned Lexical packages:\n  ${errors.join('\n  ')}\n` +
    'Fix the sample, add the setup it needs as `// @hide` lines, or mark it nocheck="reason" (content/README.md).'
  );
}

export async function typeCodeSamples(tree: MdNode, file: { path: string; body: string }, docsDir: string): Promise<PageCodeTypes> {
  const root = process.cwd();
  const nodes: MdNode[] = [];
  walk(tree, (node) => {
    if (node.type === 'code') nodes.push(node);
  });
  const samples = pageSamples(nodes.map((node) => ({ language: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '' })));
  const result: PageCodeTypes = { refs: new Map(), tips: [], uses: [], errors: [], pending: false };
  if (samples.length === 0) return result;
  const service = codeTypes({ root, docsDir, packages: pinnedLexicalPackages(path.join(root, 'package.json')) });
  const types = await service.typesOfPage(service.pageKey(file.path), samples, { wait: !servesBeforeSlowWork() });
  if (!types) return { ...result, pending: true };

  const offset = bodyLineOffset(file.path, file.body);
  const relative = path.relative(root, file.path);
  for (const diagnostic of types.diagnostics) {
    const node = nodes[samples[diagnostic.sample].fence];
    const line = (node.position?.start.line ?? 0) + 1 + diagnostic.line + offset;
    result.errors.push(`${relative}:${line}: TS${diagnostic.code}: ${diagnostic.message}`);
  }

  const entries = new Map<string, { tip: CodeTip; uses: number }>();
  samples.forEach((sample, i) => {
    const ranges: CodeRefRange[] = [];
    for (const id of types.samples[i]) {
      const shown = sample.shownLines.indexOf(id.line);
      if (shown === -1) continue;
      const tip = codeTipOf(id);
      const entry = entries.get(tip.key) ?? { tip, uses: 0 };
      entries.set(tip.key, entry);
      entry.uses += 1;
      ranges.push({ line: shown, column: id.column, length: id.length, tip: tip.key });
    }
    if (ranges.length > 0) result.refs.set(nodes[sample.fence], ranges);
  });
  return { ...result, tips: [...entries.values()].map((entry) => entry.tip), uses: [...entries.values()].map((entry) => entry.uses) };
}
