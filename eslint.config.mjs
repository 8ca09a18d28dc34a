// ESLint (flat config). `npm run lint` runs it with --max-warnings=0 (then `prettier --check .`);
// `npm run format` fixes what can be fixed. Formatting is Prettier's: eslint-config-prettier,
// last, turns off every rule that would disagree with it.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "public/",
    ".cache/",
    ".e2e/",
    ".bench/",
    "test-results/",
    "playwright-report/",
    "source-maps/",
    ".wrangler/",
    // Written by Gatsby on every build (graphqlTypegen).
    "types/gatsby-types.d.ts",
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // Leaving out keys by destructuring the rest (`{ $schema, ...rest }`) is how the code omits them.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Not react's "jsx-runtime" config: Gatsby compiles JSX with the classic runtime (its default
    // jsxRuntime), so React must be in scope wherever JSX is (react/react-in-jsx-scope).
    files: ["**/*.{jsx,tsx}"],
    extends: [react.configs.flat.recommended, reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    settings: { react: { version: "detect" } },
  },
  {
    // Hooks live in .ts files too.
    files: ["src/**/*.ts"],
    extends: [reactHooks.configs.flat.recommended],
  },

  // Where the code runs.
  { files: ["src/**"], languageOptions: { globals: globals.browser } },
  {
    files: [
      "src/build/**",
      "src/editor/server.mjs",
      "src/api/**",
      "gatsby-*.{ts,tsx}",
      "scripts/**",
      "e2e/**",
      "*.config.{js,ts,mjs}",
      "*.{js,mjs}",
    ],
    languageOptions: { globals: globals.node },
  },
  // Cloudflare Pages Functions run in Workers: Web APIs, no Node.
  { files: ["functions/**"], languageOptions: { globals: globals.worker } },
  // The content editor's page script runs in the browser, beside Sveltia CMS.
  { files: ["admin/**/*.js"], languageOptions: { globals: globals.browser } },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ["__tests__/**", "e2e/**"],
    rules: {
      // Tests read and edit the JSON data files and page data freely; typing every such
      // fixture would only repeat the zod schemas (src/content/schema.ts), which check the files.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // Configs and mocks that Node, Jest and PostCSS load with require().
    files: ["*.js", "__mocks__/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      // These CommonJS files have to require(): the tools that load them do not take ES modules.
      "@typescript-eslint/no-require-imports": "off",
    },
  },

  prettier,
]);
