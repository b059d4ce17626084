/** @jest-environment node */
import { mdxSyntaxMessage } from '../syntax-errors';

// The two shapes @mdx-js/mdx 2 throws (recorded from it; it is ESM-only, out of Jest's reach):
// an unclosed tag carries its place only in its text, an unclosed expression on the error.
const unclosedTag = { reason: 'Expected a closing tag for `<Callout>` (5:1-5:10)', line: null, column: null };
const unclosedExpression = {
  reason: 'Unexpected end of file in expression, expected a corresponding closing brace for `{`',
  line: 3,
  column: 21,
};

describe('mdxSyntaxMessage', () => {
  it('names the file and the line in the file of a tag left open', () => {
    expect(mdxSyntaxMessage('content/docs/faq.mdx', unclosedTag)).toBe(
      'MDX syntax error in content/docs/faq.mdx:5:1: Expected a closing tag for `<Callout>`. ' +
        'Fix the MDX there: close every tag, and write a literal { or < in text as \\{ or \\<.',
    );
  });

  it('names the line of an unclosed expression', () => {
    expect(mdxSyntaxMessage('content/docs/faq.mdx', unclosedExpression)).toMatch(
      /^MDX syntax error in content\/docs\/faq\.mdx:3:21: Unexpected end of file in expression/,
    );
  });

  it('names the file alone when the compiler gives no place', () => {
    expect(mdxSyntaxMessage('content/docs/faq.mdx', { message: 'Something broke' })).toMatch(
      /^MDX syntax error in content\/docs\/faq\.mdx: Something broke\. Fix/,
    );
  });
});
