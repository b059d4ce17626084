/** Gatsby's runtime for unit tests: queries are inert, navigation is a mock. */
const gatsby = jest.requireActual('gatsby');

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};
