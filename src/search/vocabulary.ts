/**
 * The indexed words (see indexTokens in src/shared/search.ts) and the records that hold them,
 * read straight from FlexSearch 0.6's export, `[map, ctx, ids]`, where `map` has one object per
 * relevance slot (slot 0 for words near the start of a record) mapping each token to record
 * ids. FlexSearch's own query API cannot say which words exist, and typos and word forms
 * need exactly that, so the engine reads the map itself.
 */
import { MIN_STEM_WORD_LENGTH, MIN_TYPO_TARGET_LENGTH, oneEditVariants, wordKey } from './forms';

type Slot = Record<string, string[] | number[]>;

/** Longest suffix a word form adds to its stem that the family search looks for (-izations). */
const MAX_SUFFIX = 9;

/** Letters and digits: tokens are lower-case runs of word characters. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const own = (slot: Slot, token: string) => Object.prototype.hasOwnProperty.call(slot, token);

export class Vocabulary {
  private readonly slots: Slot[];
  /** Tokens grouped by their first three letters, for finding a stem's family; built on first use. */
  private byStart: Map<string, string[]> | null = null;

  constructor(indexExport: string) {
    const payload = JSON.parse(indexExport) as unknown;
    if (!Array.isArray(payload) || !Array.isArray(payload[0])) {
      throw new Error('The search index is not a FlexSearch 0.6 export ([map, ctx, ids]).');
    }
    this.slots = payload[0] as Slot[];
  }

  has(token: string): boolean {
    return this.slots.some((slot) => own(slot, token));
  }

  private groups(): Map<string, string[]> {
    if (!this.byStart) {
      this.byStart = new Map();
      for (const token of new Set(this.slots.flatMap((slot) => Object.keys(slot)))) {
        const group = this.byStart.get(token.slice(0, 3));
        if (group) group.push(token);
        else this.byStart.set(token.slice(0, 3), [token]);
      }
    }
    return this.byStart;
  }

  /** Calls `visit` for each record holding `token`, with the slot it is held in (0 is best). */
  forEachPosting(token: string, visit: (id: string, slot: number) => void): void {
    this.slots.forEach((slot, rank) => {
      if (!own(slot, token)) return;
      for (const id of slot[token]) visit(String(id), rank);
    });
  }

  get slotCount(): number {
    return this.slots.length;
  }

  /**
   * Other indexed forms of `word`: tokens with the same key (serialize -> serialization,
   * serialized, serialisation). Stems only ever change a word's last letter (y -> i) or drop
   * a British u, so every form starts with the key less its last letter.
   */
  family(word: string): string[] {
    if (word.length < MIN_STEM_WORD_LENGTH) return [];
    const key = wordKey(word);
    if (key.length < MIN_STEM_WORD_LENGTH) return [];
    const base = key.slice(0, -1);
    const group = this.groups().get(base.slice(0, 3)) ?? [];
    return group.filter(
      (token) => token !== word && token.length <= key.length + MAX_SUFFIX && token.startsWith(base) && wordKey(token) === key,
    );
  }

  /** Indexed tokens of five letters or more one edit from `word`. */
  corrections(word: string): string[] {
    const found = new Set<string>();
    for (const variant of oneEditVariants(word, ALPHABET)) {
      if (variant.length >= MIN_TYPO_TARGET_LENGTH && this.has(variant)) found.add(variant);
    }
    return [...found];
  }
}
