/**
 * A comment must say its reason itself. A pointer into a document or tracker that does not
 * ship with the repository (a section sign and number, an issue by number or title, a
 * pull-request number) leaves its reader nothing to follow, so this rule reports it and asks
 * for the reason in words.
 */
const UNTRACEABLE = [
  { pattern: /\bspec\s*§\s*\d*|§\s*\d+/i, what: 'a section of the spec' },
  { pattern: /\bissues?\s+(?:#?\d+|["“])|\bthe issue's\b|\bitems?\s+\d+\s+of\b/i, what: 'an issue' },
  { pattern: /(?:^|[\s(])#\d+\b/, what: 'an issue or pull-request number' },
];

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Disallow comments that cite the spec by section or an issue by number' },
    schema: [],
    messages: {
      untraceable: 'This comment cites {{what}} ("{{text}}"), which a reader of the repository cannot follow: state the reason itself.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          for (const { pattern, what } of UNTRACEABLE) {
            const match = pattern.exec(comment.value);
            if (match) {
              context.report({
                loc: comment.loc,
                messageId: 'untraceable',
                data: { what, text: match[0].trim() },
              });
              break;
            }
          }
        }
      },
    };
  },
};
