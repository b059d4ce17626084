/**
 * Jest, set up as Gatsby's unit-testing guide describes, with SWC for Babel (jest-preprocess.js)
 * transforming the sources, `__mocks__/gatsby.ts` stands in for Gatsby's runtime, CSS modules map to their
 * class names. Build-time tests ask for the node environment in a docblock.
 */
/**
 * Packages that ship ES modules only, which SWC turns into CommonJS for Jest: Gatsby's
 * runtime, and unified/remark with their dependencies (the site's remark plugins and parser,
 * src/node/mdx/options.ts and read.ts, and the Markdown export's toolkit, which tests load).
 */
const ESM_PACKAGES = [
  'gatsby',
  'gatsby-script',
  'gatsby-link',
  '@mdx-js/react',
  'beautiful-mermaid',
  'unified',
  'remark-[^/]+',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'unist-util-[^/]+',
  'estree-util-[^/]+',
  'vfile[^/]*',
  'bail',
  'ccount',
  'character-entities[^/]*',
  'character-reference-invalid',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'fault',
  'hast-util-whitespace',
  'format',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'is-plain-obj',
  'longest-streak',
  'markdown-table',
  'parse-entities',
  'stringify-entities',
  'trough',
  'zwitch',
];

module.exports = {
  transform: { '^.+\\.(m?js|jsx|ts|tsx)$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.css$': '<rootDir>/__mocks__/style-mock.js',
    '.+\\.(jpg|jpeg|png|gif|svg|webp)$': '<rootDir>/__mocks__/file-mock.js',
    '^(\\.\\./)+mdx/compiled-bodies$': '<rootDir>/__mocks__/compiled-bodies.tsx',
  },
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)'],
  moduleFileExtensions: ['js', 'mjs', 'jsx', 'ts', 'tsx', 'json'],
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>/public', '<rootDir>/tests/e2e'],
  transformIgnorePatterns: [`node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  globals: { __PATH_PREFIX__: '' },
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost' },
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest-testing-library.js'],
  // Real work (TypeScript programs, satori, sharp) on a busy 2-core runner: no test may fail on time alone.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/tests/jest-fail-on-empty-run.js'],
};
