/**
 * Unit tests: Jest + Testing Library in jsdom; they start no Gatsby build or server. Tests that
 * do (__tests__/builds/) run with jest.builds.config.js; browser tests live in e2e/ (Playwright).
 */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/builds/"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|@noble/hashes)/)"],
  moduleNameMapper: { "\\.css$": "<rootDir>/__mocks__/style.js" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
