/** @jest-environment node */
import path from 'node:path';
import { codeTypes } from '../page-types';

const root = path.resolve('.');
const packages = ['lexical', '@lexical/react'];

describe('the typed samples service of a process', () => {
  it('is one instance for every caller that means the same site, whatever the order of its packages', () => {
    const first = codeTypes({ root, docsDir: path.join(root, 'content/docs'), packages });
    expect(codeTypes({ root, docsDir: path.join(root, 'content/docs'), packages: [...packages].reverse() })).toBe(first);
  });

  it('refuses a caller that asks for another docs folder, naming both', () => {
    expect(() => codeTypes({ root, docsDir: path.join(root, 'tests/fixtures/docs'), packages })).toThrow(
      /typed samples are for .*content\/docs.*asked for .*tests\/fixtures\/docs.*same options/,
    );
  });
});
