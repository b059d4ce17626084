/**
 * From SearchRecord nodes to what the search index (./index-files.ts) indexes and stores. The
 * index gets all the record's words (title first, so FlexSearch already favours title
 * matches); the store, which every searcher downloads, keeps only what a result shows and the
 * ranking reads: short keys, short ids, and the start of the text.
 */
import {
  INDEXED_FIELD,
  INDEXED_TEXT_LENGTH,
  namePartsText,
  PREFIX_SEPARATOR,
  STORED_EXCERPT_LENGTH,
  type SearchContextName,
  type StoredRecord,
} from '../../shared/search';
import type { SearchRecordInput } from './records/types';

/** A SearchRecord node as the index reads it (kind and context arrive as plain strings). */
export type RecordForIndex = Omit<SearchRecordInput, 'position' | 'kind' | 'context'> & { kind: string; context: string };

type IndexDocument = StoredRecord & { id: string; [INDEXED_FIELD]: string };

export const STORE_FIELDS: (keyof StoredRecord)[] = ['t', 'n', 'u', 'b', 'h', 'x', 'c', 'v', 'p'];

/** Plain single-spaced text: the plugin indexes JSON, where newlines would glue words. */
function flat(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  return text.replace(/[\u0000-\u001f\s\\"\u00a6]+/g, ' ').trim();
}

export function excerpt(text: string, length = STORED_EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return space > length / 2 ? cut.slice(0, space) : cut;
}

export function toIndexDocuments(records: readonly RecordForIndex[]): IndexDocument[] {
  // A last guard: the blog is never a search source (./records/index.ts).
  return records
    .filter((record) => !/^\/blog(\/|$)/.test(record.url))
    .map((record, i) => {
      const named = [
        record.title,
        record.name ?? '',
        namePartsText(record.title, record.name),
        ...record.headings,
        ...record.keywords,
        record.description,
      ];
      const indexed = `${flat(named.filter(Boolean).join(' '))} ${PREFIX_SEPARATOR} ${flat(record.text)}`;
      const document: IndexDocument = {
        id: i.toString(36),
        [INDEXED_FIELD]: indexed.slice(0, INDEXED_TEXT_LENGTH),
        t: record.title,
        u: record.hash ? `${record.url}#${record.hash}` : record.url,
        b: record.breadcrumbs,
        h: flat(record.headings.join(' | ')).slice(0, 300),
        x: excerpt(record.kind === 'page' && record.description ? record.description : record.text),
        c: record.context as SearchContextName,
        v: record.version,
      };
      if (record.name && record.name !== record.title) document.n = record.name;
      if (record.kind === 'page') document.p = 1;
      return document;
    });
}
