/**
 * Fixture records for search tests: a few guide pages and sections, and API declarations as
 * the API reference will produce them (title = the declaration's name), so ranking is tested
 * against the kinds of records the real index will hold.
 */
import type { SearchStore } from '../../../shared/search';
import FlexSearch from 'flexsearch';
import { flexSearchBuildOptions, INDEXED_FIELD, namePartsText, PREFIX_SEPARATOR, type StoredRecord } from '../../../shared/search';

export interface FixtureRecord extends StoredRecord {
  /** The body text indexed after the title and headings (see src/node/search/normalise.ts). */
  indexed: string;
}

const docs = (r: Omit<FixtureRecord, 'c' | 'v'>): FixtureRecord => ({ c: 'docs', v: '/docs', ...r });
const api = (r: Omit<FixtureRecord, 'c' | 'v' | 'h' | 'p'>): FixtureRecord => ({ c: 'api', v: '/docs', h: '', p: 1, ...r });

export const fixtureRecords: FixtureRecord[] = [
  docs({ t: 'Editor state', u: '/docs/concepts/editor-state', b: ['Docs', 'Concepts'], h: 'Why the state is immutable | Reading the state', x: 'The EditorState is an immutable snapshot of a Lexical document.', p: 1, indexed: 'Editor state Why the state is immutable Reading the state editor state EditorState The EditorState is an immutable snapshot of a Lexical document' }),
  docs({ t: 'Reading the state', u: '/docs/concepts/editor-state#reading-the-state', b: ['Docs', 'Concepts', 'Editor state'], h: 'Editor state', x: 'Node methods and $ functions such as $getRoot only work while a state is active.', indexed: 'Reading the state Editor state Node methods and $ functions such as $getRoot and $getSelection only work while a state is active. editor.read(fn) commits pending updates' }),
  docs({ t: 'Why the state is immutable', u: '/docs/concepts/editor-state#why-the-state-is-immutable', b: ['Docs', 'Concepts', 'Editor state'], h: 'Editor state', x: 'Once a state has been committed, nothing changes it again.', indexed: 'Why the state is immutable Editor state Once a state has been committed, nothing changes it again' }),
  docs({ t: 'Updates', u: '/docs/concepts/updates', b: ['Docs', 'Concepts'], h: 'Editor updates', x: 'Every change to the editor state goes through editor.update.', p: 1, indexed: 'Updates Editor updates Every change to the editor state goes through editor.update and createEditor' }),
  docs({ t: 'Quick start', u: '/docs/getting-started/quick-start', b: ['Docs', 'Getting Started'], h: 'Create an editor', x: 'Call createEditor with a config, then attach it to a contenteditable element.', p: 1, indexed: 'Quick start Create an editor Call createEditor with a config, then attach it to a contenteditable element' }),
  api({ t: '$getRootOrShadowRoot', u: '/docs/api/modules/lexical#getrootorshadowroot', b: ['API', 'lexical'], x: 'Returns the root or the nearest shadow root.', indexed: '$getRootOrShadowRoot Returns the root or the nearest shadow root' }),
  api({ t: '$getRoot', u: '/docs/api/modules/lexical#getroot', b: ['API', 'lexical'], x: 'Returns the root node of the active editor state.', indexed: '$getRoot Returns the root node of the active editor state' }),
  api({ t: 'createEditorStateFromJSON', u: '/docs/api/modules/lexical#createeditorstatefromjson', b: ['API', 'lexical'], x: 'Parses a serialized editor state.', indexed: 'createEditorStateFromJSON Parses a serialized editor state' }),
  api({ t: 'createEditor', u: '/docs/api/modules/lexical#createeditor', b: ['API', 'lexical'], x: 'Creates a new LexicalEditor from a config.', indexed: 'createEditor Creates a new LexicalEditor from a config' }),
  api({ t: 'LexicalComposerContext', u: '/docs/api/modules/lexical_react_LexicalComposerContext', b: ['API', '@lexical/react'], x: 'The React context that holds the editor.', indexed: 'LexicalComposerContext The React context that holds the editor' }),
  api({ t: 'LexicalComposer', u: '/docs/api/modules/lexical_react_LexicalComposer#lexicalcomposer', b: ['API', '@lexical/react'], x: 'The component that creates the editor and provides it to plugins.', indexed: 'LexicalComposer The component that creates the editor and provides it to plugins' }),
  { ...docs({ t: 'Old editor state', u: '/docs/old/editor-state', b: ['Docs'], h: '', x: 'An older version.', p: 1, indexed: 'Old editor state An older version' }), v: '/docs/0.1' },
];

/**
 * The index and store exactly as the build makes them (src/node/search/index-files.ts): FlexSearch with the
 * shared options, each document added as JSON of its indexed field, then exported.
 */
export function buildFixtureIndex(records: FixtureRecord[] = fixtureRecords): { index: string; store: SearchStore } {
  const index = (FlexSearch as unknown as { create(o: object): { add(id: string, text: string): void; export(): string } }).create(flexSearchBuildOptions());
  const store: SearchStore = {};
  records.forEach(({ indexed, ...record }, i) => {
    const id = i.toString(36);
    index.add(id, JSON.stringify({ [INDEXED_FIELD]: `${record.t} ${record.n ?? ''} ${namePartsText(record.t, record.n)} ${record.h} ${PREFIX_SEPARATOR} ${indexed}` }));
    store[id] = record;
  });
  return { index: index.export(), store };
}
