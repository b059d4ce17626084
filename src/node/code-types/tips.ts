/**
 * A quick-info entry: what a linked identifier of a typed sample shows and where it links.
 * Identifiers name it by `key`, a hash of the rest, so a page's code and its data can only
 * agree on an entry or miss it (an identifier without its entry stays plain code), never mix
 * two up. The guides' samples and the API reference's fragments make them the same way.
 */
import crypto from 'node:crypto';
import type { ApiTarget, TypedIdentifier } from './analyse';

export interface CodeTip extends ApiTarget {
  key: string;
  signature: string;
  summary: string;
}

export function codeTipOf(identifier: TypedIdentifier): CodeTip {
  const entry = { ...identifier.target, signature: identifier.signature, summary: identifier.summary };
  const key = crypto.createHash('sha256').update(JSON.stringify(entry)).digest('hex').slice(0, 8);
  return { key, ...entry };
}
