/**
 * Testing Library's waitFor and findBy* wait for a state, giving up after 1 s by default: on a
 * busy 2-core runner a Lexical update in jsdom can take longer than that, and the test then
 * fails on time alone. A state that comes resolves them at once, so a long limit costs a
 * passing test nothing; Jest's testTimeout (jest.config.js) still ends a test that hangs. Set
 * after the test framework is installed, so Testing Library still registers its cleanup.
 */
if (typeof document !== 'undefined') {
  require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
}
