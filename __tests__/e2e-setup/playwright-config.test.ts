/**
 * @jest-environment node
 */
// The browser tests' configuration on CI: a forgotten `test.only` fails the run, and so does
// a test that passes only on its retry (flaky): a retry may report, it may not rescue.
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const ROOT = path.join(__dirname, "..", "..");
let dir: string;

beforeAll(() => {
  fs.mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  dir = fs.mkdtempSync(path.join(ROOT, ".cache", "playwright-config-test-"));
  // The project's configuration, minus its servers and browser projects, on specs of our own.
  fs.writeFileSync(
    path.join(dir, "playwright.config.ts"),
    `import base from ${JSON.stringify(path.join(ROOT, "playwright.config"))};\n` +
      "export default { ...base, testDir: __dirname, webServer: undefined, projects: undefined, workers: 1, reporter: [['line']] };\n",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (spec: string, source: string) => {
  for (const file of fs.readdirSync(dir)) if (file.endsWith(".spec.ts")) fs.rmSync(path.join(dir, file));
  fs.writeFileSync(path.join(dir, spec), `import { test, expect } from "@playwright/test";\n${source}`);
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "playwright"),
    ["test", "--config", path.join(dir, "playwright.config.ts")],
    {
      cwd: ROOT,
      encoding: "utf8",
      // Playwright refuses to run inside a Jest worker: the child is not one.
      env: Object.fromEntries(
        Object.entries({ ...process.env, CI: "true" }).filter(([key]) => !key.startsWith("JEST")),
      ),
      timeout: 60_000,
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
};

test("a test that fails, then passes on its retry, fails the run on CI", () => {
  const { status, output } = run(
    "flaky.spec.ts",
    'test("passes only when retried", ({}, info) => { expect(info.retry).toBe(1); });\n',
  );
  expect(output).toMatch(/1 flaky/);
  expect(status).toBe(1);
}, 70_000);

test("a test that passes the first time passes the run", () => {
  const { status, output } = run("steady.spec.ts", 'test("passes", () => { expect(1).toBe(1); });\n');
  expect(output).toMatch(/1 passed/);
  expect(status).toBe(0);
}, 70_000);

test("a forgotten test.only fails the run on CI", () => {
  const { status, output } = run("only.spec.ts", 'test.only("focused", () => {});\ntest("other", () => {});\n');
  expect(output).toMatch(/Error: item focused with '\.only' is not allowed|test\.only/);
  expect(output).not.toContain("needs to be invoked");
  expect(output).not.toMatch(/\d+ passed/);
  expect(status).toBe(1);
}, 70_000);
