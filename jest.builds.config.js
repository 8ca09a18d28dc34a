/** Tests that run Gatsby itself on a copy of the site (a build that must stop, a develop server). */
const unit = require("./jest.config");

module.exports = {
  ...unit,
  // One Gatsby run at a time: `npm test` runs these beside the browser tests' builds.
  maxWorkers: 1,
  testMatch: ["<rootDir>/__tests__/builds/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
};
