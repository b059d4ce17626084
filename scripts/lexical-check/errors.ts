/**
 * The error codes of a release against the site's table (src/node/errors/data/): the codes its
 * production builds throw that the table lacks (added), the codes whose message or number of
 * values differs (changed), and the codes the pinned release threw that it no longer does.
 *
 * The production builds give the codes (read as the build reads them, src/node/errors/). The
 * messages of a new release are not published as a table, so each production build is lined up
 * with its development build, whose calls carry the messages in the same source order: the
 * codes the table already knows anchor the alignment (their message must match), and a new code
 * takes the message at its place between two anchors, if its number of values fits. A code
 * whose message could not be placed is listed without one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { countPlaceholders } from '../../src/shared/error-codes';
import { extractProdCalls, type ProdCallSite } from '../../src/node/errors/extract';
import { prodBuildsOf } from '../../src/node/errors/load';
import { devMessages, type DevMessage } from './dev-messages';

export interface CodeChange {
  code: number;
  change: 'added' | 'changed' | 'no longer thrown';
  /** The site's message, for a changed or dropped code. */
  before: string | null;
  /** The release's message (from its dev build), or null when it could not be placed. */
  after: string | null;
  /** The packages whose production build emits it. */
  packages: string[];
  /** For `changed`: what differs. */
  detail: string | null;
}

const normalise = (message: string) => message.replace(/\s+/g, ' ').trim();

/**
 * Pairs each production call with a dev message: a best alignment that keeps both orders, where
 * a known code scores by matching its message exactly and a new code by its number of values.
 */
export function alignMessages(
  calls: readonly ProdCallSite[],
  messages: readonly DevMessage[],
  table: ReadonlyMap<number, string>,
): (string | null)[] {
  const score = (call: ProdCallSite, message: DevMessage): number => {
    if (message.placeholders !== call.argCount) return -Infinity;
    const known = table.get(call.code);
    if (known === undefined) return 1;
    return normalise(known) === normalise(message.message) ? 3 : 0.1;
  };
  const n = calls.length;
  const m = messages.length;
  const best = Array.from({ length: n + 1 }, () => new Float64Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const pair = score(calls[i], messages[j]);
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], pair === -Infinity ? -Infinity : pair + best[i + 1][j + 1]);
    }
  }
  const paired: (string | null)[] = new Array(n).fill(null);
  for (let i = 0, j = 0; i < n && j < m;) {
    const pair = score(calls[i], messages[j]);
    if (pair !== -Infinity && best[i][j] === pair + best[i + 1][j + 1]) {
      paired[i] = messages[j].message;
      i++;
      j++;
    } else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  return paired;
}

interface Sighting {
  packageName: string;
  argCount: number;
  message: string | null;
}

/** What each code of a release's production builds is thrown with, by package, with its aligned message. */
export function releaseCodes(
  nodeModules: string,
  packages: readonly string[],
  table: ReadonlyMap<number, string>,
): Map<number, Sighting[]> {
  const byCode = new Map<number, Sighting[]>();
  for (const packageName of packages) {
    const dir = path.join(nodeModules, packageName);
    if (!fs.existsSync(dir)) continue;
    for (const build of prodBuildsOf(packageName, dir)) {
      const calls = extractProdCalls(build.source);
      const devFile = path.join(nodeModules, build.prodFile.replace(/\.prod\.js$/, '.dev.js'));
      const messages = fs.existsSync(devFile) ? devMessages(fs.readFileSync(devFile, 'utf8')) : [];
      const paired = alignMessages(calls, messages, table);
      calls.forEach((call, i) => {
        byCode.set(call.code, [...(byCode.get(call.code) ?? []), { packageName, argCount: call.argCount, message: paired[i] }]);
      });
    }
  }
  return byCode;
}

/** What differs between a known code's message in the site's table and the release's sightings of it, or null when nothing does. */
function changeDetail(known: string, message: string | null, sightings: readonly Sighting[]): string | null {
  const wrongCount = sightings.find((s) => s.argCount !== countPlaceholders(known));
  if (wrongCount)
    return `takes ${wrongCount.argCount} value(s) in ${wrongCount.packageName}; the site's message has ${countPlaceholders(known)}`;
  if (message !== null && normalise(message) !== normalise(known)) return 'the message differs';
  return null;
}

export function diffCodes(
  table: ReadonlyMap<number, string>,
  pinned: ReadonlyMap<number, Sighting[]>,
  release: ReadonlyMap<number, Sighting[]>,
): CodeChange[] {
  const changes: CodeChange[] = [];
  const packagesOf = (sightings: readonly Sighting[]) => [...new Set(sightings.map((s) => s.packageName))].sort();
  for (const [code, sightings] of [...release].sort((a, b) => a[0] - b[0])) {
    const known = table.get(code);
    const message = sightings.find((s) => s.message !== null)?.message ?? null;
    if (known === undefined) {
      changes.push({ code, change: 'added', before: null, after: message, packages: packagesOf(sightings), detail: null });
      continue;
    }
    const detail = changeDetail(known, message, sightings);
    if (detail !== null) {
      changes.push({ code, change: 'changed', before: known, after: message, packages: packagesOf(sightings), detail });
    }
  }
  for (const [code, sightings] of [...pinned].sort((a, b) => a[0] - b[0])) {
    if (!release.has(code)) {
      changes.push({
        code,
        change: 'no longer thrown',
        before: table.get(code) ?? null,
        after: null,
        packages: packagesOf(sightings),
        detail: null,
      });
    }
  }
  return changes;
}
