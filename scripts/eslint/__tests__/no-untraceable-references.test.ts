/** @jest-environment node */
import { RuleTester } from 'eslint';
import rule from '../no-untraceable-references.mjs';

const tester = new RuleTester();
const error = (what: string, text: string) => ({
  message: `This comment cites ${what} ("${text}"), which a reader of the repository cannot follow: state the reason itself.`,
});

tester.run('no-untraceable-references', rule, {
  valid: [
    '// The bar waits 200 ms, so fast navigations show nothing.',
    "const colour = '#000000'; // black, as a hex colour",
    '/** Throws "Minified Lexical error #" followed by the code. */',
    '// An issue with the cache: say what it is.',
  ],
  invalid: [
    { code: '// Spec §9: the default code theme is dark.', errors: [error('a section of the spec', 'Spec §9')] },
    { code: '/** The banner (spec §2 "Docs page features"). */', errors: [error('a section of the spec', 'spec §2')] },
    { code: '/* See §4 */', errors: [error('a section of the spec', '§4')] },
    { code: '// One page of each kind (issue 8).', errors: [error('an issue', 'issue 8')] },
    { code: '/** Issue 8, item 2: axe finds nothing. */', errors: [error('an issue', 'Issue 8')] },
    { code: '// Item 9 of the chrome issue', errors: [error('an issue', 'Item 9 of')] },
    { code: "// the issue's own examples", errors: [error('an issue', "the issue's")] },
    { code: '// Fixed in #123', errors: [error('an issue or pull-request number', '#123')] },
  ],
});
