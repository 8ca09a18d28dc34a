// Gatsby's runtime is not available in Jest: queries are compiled away at build time, so
// tests hand components their data directly.
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ to, activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, ...rest }) =>
        React.createElement("a", { ...rest, href: to }),
    ),
};
