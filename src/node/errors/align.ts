/**
 * Pairs the production call sites of one file with its development call sites.
 *
 * Position alone cannot do it: the development build also holds checks that production
 * strips (`if (__DEV__)` blocks), so the lists differ in length. Both builds come from the same
 * modules in the same order, though, so the pairing is an alignment, like a diff: a
 * dynamic-programming pass finds the order-preserving pairing with the best total similarity,
 * where a pair is allowed only when the argument counts agree and scores by the argument
 * shapes, the method or exported function around the call (which must agree when both sides
 * name one) and the longest common run of surviving tokens before and after the call. Dev calls
 * left over are the dev-only checks. A prod call left over (a minifier may move code, e.g. by
 * inlining a function used once, or moving an exported function to the end) is then paired
 * among the left-over dev calls, strongest resemblance first, when it is strong; otherwise it
 * stays unmapped. (Order still decides where the surroundings say nothing, as when a
 * one-line helper is inlined into a function that throws another error.)
 */
import type { DevCallSite, ProdCallSite } from './extract';

/**
 * In the ordered pass, a pair is refused when another dev call scores more than 1/this on the
 * same prod call and likes no other prod call better.
 */
export const MIN_SHARE_OF_BEST = 0.5;
/**
 * Below this similarity a pair found outside the ordered alignment is not trusted: it takes
 * the same named owner, or as much evidence from the surroundings.
 */
export const MIN_UNORDERED_SCORE = 5;

/** What sitting in the same named method or exported function adds to a pair's similarity. */
export const OWNER_WEIGHT = 5;

export interface Alignment {
  /** For each prod call (by index), the index of its dev call, or null when unmapped. */
  devIndexOfProd: Array<number | null>;
}

/** Length of the longest common subsequence of two short token lists. */
export function lcsLength(a: readonly string[], b: readonly string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}

/** How many leading tokens two lists share. */
export function commonRun(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** How alike a dev and a prod call look; -Infinity when they cannot be the same invariant. */
export function similarity(dev: DevCallSite, prod: ProdCallSite): number {
  if (dev.argCount !== prod.argCount) return Number.NEGATIVE_INFINITY;
  // Both sides name the method or exported function they sit in: it must be the same one.
  if (dev.owner !== null && prod.owner !== null && dev.owner !== prod.owner) return Number.NEGATIVE_INFINITY;
  let score = dev.owner !== null && dev.owner === prod.owner ? OWNER_WEIGHT : 0;
  dev.argShapes.forEach((shape, i) => {
    if (shape === prod.argShapes[i]) score += 2;
  });
  // The guard before the call weighs most: it is the invariant's condition. Tokens right
  // next to the call count again, as they are the least likely to differ by accident.
  score += lcsLength(dev.before, prod.before) + lcsLength(dev.after, prod.after) / 2;
  score += commonRun([...dev.before].reverse(), [...prod.before].reverse()) + commonRun(dev.after, prod.after);
  return score;
}

/**
 * The best order-preserving pairing of the dev calls `devIds` with the prod calls `prodIds`,
 * among the pairs `allowed` lets through; each pair adds 1 + its similarity.
 */
function orderedPairs(
  scores: number[][],
  devIds: readonly number[],
  prodIds: readonly number[],
  allowed: (i: number, j: number) => boolean,
): Array<[number, number]> {
  const n = devIds.length;
  const m = prodIds.length;
  const value = (a: number, b: number) =>
    allowed(devIds[a], prodIds[b]) ? 1 + scores[devIds[a]][prodIds[b]] : Number.NEGATIVE_INFINITY;
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let a = n - 1; a >= 0; a--) {
    for (let b = m - 1; b >= 0; b--) {
      best[a][b] = Math.max(best[a + 1][b], best[a][b + 1], value(a, b) + best[a + 1][b + 1]);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let a = 0, b = 0; a < n && b < m; ) {
    if (value(a, b) + best[a + 1][b + 1] === best[a][b]) {
      pairs.push([devIds[a], prodIds[b]]);
      a++;
      b++;
    } else if (best[a + 1][b] === best[a][b]) a++;
    else b++;
  }
  return pairs;
}

export function alignCalls(dev: readonly DevCallSite[], prod: readonly ProdCallSite[]): Alignment {
  const scores = dev.map((d) => prod.map((p) => similarity(d, p)));
  // The prod call each dev call resembles most.
  const favourite = scores.map((row) => (row.length === 0 ? -1 : row.indexOf(Math.max(...row))));
  const devIndexOfProd: Array<number | null> = new Array<number | null>(prod.length).fill(null);
  // First pass, in file order. Order alone must not force a poor pair onto a prod call that
  // another dev call claims as its clear favourite: that prod call has moved, and the favourite
  // is its real partner.
  const claimedElsewhere = (i: number, j: number) =>
    dev.some((_, k) => k !== i && favourite[k] === j && scores[i][j] < scores[k][j] * MIN_SHARE_OF_BEST);
  const ordered = orderedPairs(
    scores,
    dev.map((_, i) => i),
    prod.map((_, j) => j),
    (i, j) => scores[i][j] > Number.NEGATIVE_INFINITY && !claimedElsewhere(i, j),
  );
  for (const [i, j] of ordered) devIndexOfProd[j] = i;
  // Second pass over what is left: strongest resemblance first, strong ones only.
  const usedDev = new Set(ordered.map(([i]) => i));
  const leftovers = prod
    .flatMap((_, j) => (devIndexOfProd[j] === null ? dev.map((__, i) => ({ i, j, score: scores[i][j] })) : []))
    .filter(({ i, score }) => !usedDev.has(i) && score >= MIN_UNORDERED_SCORE)
    .sort((x, y) => y.score - x.score || x.j - y.j || x.i - y.i);
  for (const { i, j } of leftovers) {
    if (devIndexOfProd[j] !== null || usedDev.has(i)) continue;
    devIndexOfProd[j] = i;
    usedDev.add(i);
  }
  return { devIndexOfProd };
}
