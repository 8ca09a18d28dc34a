/** Tests that run Gatsby itself on a copy of the site (a build that must stop, a develop server). */
const unit = require("./jest.config");

module.exports = {
  ...unit,
  testMatch: ["<rootDir>/__tests__/builds/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
};
