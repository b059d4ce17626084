/** The typed samples' types: the quick info of an identifier, and the API reference's coverage figure. */
export const codeTypesTypeDefs = /* GraphQL */ `
  """What a Lexical identifier in a typed code sample (of a guide or of the API reference) shows on hover, focus or tap, and where it links."""
  type CodeTip {
    "What the page's linked identifiers name it by: a hash of the other fields."
    key: String!
    "The module that exports it, e.g. lexical or @lexical/react/LexicalComposer."
    module: String!
    "The export's name."
    name: String!
    "The member of the export (a method or property), or null for the export itself."
    member: String
    "The quick info as the TypeScript language service prints it."
    signature: String!
    "The first sentence of its doc comment, or an empty string."
    summary: String!
    "Its entry in the API reference (page or page#anchor); null when the reference has none."
    href: String
  }

  """The typed samples of the API reference (doc comment examples, README code), counted."""
  type ApiSampleCoverage {
    "Code blocks in TypeScript or JavaScript."
    samples: Int!
    "Identifiers in them that refer to a Lexical export or a member of one."
    total: Int!
    "How many of those link to their API entry."
    linked: Int!
  }
`;
