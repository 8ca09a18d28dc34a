/** Unit tests: Jest + Testing Library in jsdom. Browser tests live in e2e/ (Playwright). */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: { "\\.css$": "<rootDir>/__mocks__/style.js" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globals: { __PATH_PREFIX__: "" },
};
