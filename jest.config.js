/**
 * Unit tests: Jest + Testing Library in jsdom; they start no Gatsby build or server. Tests that
 * do (__tests__/builds/) run with jest.builds.config.js; browser tests live in e2e/ (Playwright).
 */
const os = require("os");

module.exports = {
  testEnvironment: "jsdom",
  // Jest's default, a worker per core but one, is a single worker on two cores, where two finish
  // sooner (the main process mostly waits on its workers).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/builds/"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.e2e/"],
  // Icons are imported one module each (lucide-react/icons/<name>, ES modules only): the package's
  // entry re-exports every one of them, which each Gatsby build parsed for the 20 the site shows.
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@noble/hashes|lucide-react)/)"],
  moduleNameMapper: { "\\.css$": "<rootDir>/__mocks__/style.js" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
