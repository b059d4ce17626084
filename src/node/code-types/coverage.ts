/**
 * The coverage figure of the typed samples: of the identifiers shown in the guides' samples
 * that refer to a Lexical export or a member of one, how many link to an API entry. Printed by
 * every build and kept in .cache/code-types/coverage.json for `npm run bench`; a build under
 * the floor fails, naming what has no entry. The API reference's samples (fragments typed by
 * fragments.ts) get a figure of their own, printed beside it: fragments that do not compile
 * can leave names unresolved, so that figure has no floor.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type { SampleCoverage } from './api-samples';

export const COVERAGE_FLOOR = 0.95;
export const COVERAGE_FILE = path.join('.cache', 'code-types', 'coverage.json');

export interface DocTips {
  path: string;
  codeTips: { module: string; name: string; member: string | null; href: string | null }[];
  codeTipUses: number[];
}

export interface Coverage {
  linked: number;
  total: number;
  pages: number;
  /** `module.name#member (page)` of each entry without a link. */
  unlinked: string[];
}

export function coverageOf(docs: readonly DocTips[]): Coverage {
  const coverage: Coverage = { linked: 0, total: 0, pages: 0, unlinked: [] };
  for (const doc of docs) {
    if (doc.codeTips.length > 0) coverage.pages += 1;
    doc.codeTips.forEach((tip, i) => {
      const uses = doc.codeTipUses[i] ?? 0;
      coverage.total += uses;
      if (tip.href) coverage.linked += uses;
      else coverage.unlinked.push(`${tip.module}.${tip.name}${tip.member ? `#${tip.member}` : ''} (${doc.path})`);
    });
  }
  return coverage;
}

export function coverageLine({ linked, total, pages }: Coverage): string {
  const percent = total === 0 ? 100 : (linked / total) * 100;
  return `Typed code samples: ${linked} of ${total} Lexical identifiers linked to their API entry (${percent.toFixed(1)}%) over ${pages} guide pages`;
}

export function apiCoverageLine({ samples, linked, total }: SampleCoverage): string {
  const percent = total === 0 ? 100 : (linked / total) * 100;
  return `Typed API reference samples: ${linked} of ${total} Lexical identifiers linked to their API entry (${percent.toFixed(1)}%) in ${samples} doc comment and README samples`;
}

export const reportCoverage = async ({ graphql, reporter }: Pick<BuildArgs, 'graphql' | 'reporter'>) => {
  const result = await graphql<{ allDoc: { nodes: DocTips[] }; apiSampleCoverage: SampleCoverage }>(
    '{ allDoc { nodes { path codeTipUses codeTips { module name member href } } } apiSampleCoverage { samples linked total } }',
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read the typed samples' entries: ${JSON.stringify(result.errors)}`);
    return;
  }
  const coverage = coverageOf(result.data.allDoc.nodes);
  const api = result.data.apiSampleCoverage;
  reporter.info(coverageLine(coverage));
  reporter.info(apiCoverageLine(api));
  fs.mkdirSync(path.dirname(COVERAGE_FILE), { recursive: true });
  fs.writeFileSync(COVERAGE_FILE, JSON.stringify({ ...coverage, api }, null, 2));
  if (coverage.total > 0 && coverage.linked / coverage.total < COVERAGE_FLOOR) {
    reporter.panicOnBuild(
      `${coverageLine(coverage)}, under the floor of ${COVERAGE_FLOOR * 100}%. Without an API entry: ${coverage.unlinked.join(', ')}`,
    );
  }
};
