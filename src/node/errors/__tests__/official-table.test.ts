/**
 * @jest-environment node
 *
 * The decoder's data as the build makes it from the pinned packages, compared entry by entry
 * with Lexical's official table (read here straight from its JSON file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { deriveErrorCodes } from '../derive';
import { loadLexicalBuilds, OFFICIAL_TABLE_DIR } from '../load';

const root = path.resolve(__dirname, '../../../..');
const officialJson = JSON.parse(fs.readFileSync(path.join(root, OFFICIAL_TABLE_DIR, 'lexical-error-codes-0.35.0.json'), 'utf8')) as Record<
  string,
  string
>;
const { version, official, builds } = loadLexicalBuilds(root);
const { table, thrown } = deriveErrorCodes(official, builds, version);

describe('the decoder data of Lexical 0.35.0', () => {
  it('holds every code of the official table, each with its official message', () => {
    expect(table.version).toBe('0.35.0');
    expect(table.codes).toHaveLength(290);
    expect(Object.keys(officialJson)).toHaveLength(290);
    for (const [code, message] of Object.entries(officialJson)) {
      const entry = table.codes.find((candidate) => candidate.code === Number(code));
      expect({ code, message: entry?.message }).toEqual({ code, message });
    }
  });

  it('reads the codes the table-package builds swap by order by their number', () => {
    const byCode = (code: number) => table.codes.find((entry) => entry.code === code);
    expect(byCode(158)).toMatchObject({ message: 'Expected gridParent to have a parent', thrown: true, packages: ['@lexical/table'] });
    expect(byCode(159)).toMatchObject({ message: 'Expected focusCellParent to have a parent', thrown: true, packages: ['@lexical/table'] });
  });

  it('marks the codes 0.35.0 throws and leaves the others to earlier releases', () => {
    expect(thrown).toBe(189);
    expect(table.codes.filter((entry) => entry.thrown)).toHaveLength(189);
    for (const entry of table.codes) expect(entry.thrown).toBe(entry.packages.length > 0);
  });
});
