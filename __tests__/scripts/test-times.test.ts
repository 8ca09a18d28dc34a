/**
 * @jest-environment node
 */
// What `npm test` prints at the end (scripts/test-all.ts, scripts/test-times.ts): each phase's
// time, the slowest tests and test files, from reports shaped as Jest's `--json` and
// Playwright's json reporter write them.
import fs from "fs";
import os from "os";
import path from "path";
import { runPhases, type Phase } from "../../scripts/test-all";
import { duration, jestTimes, playwrightTimes, summary, type Times } from "../../scripts/test-times";

const ROOT = "/repo";

type JestTest = { title: string; describe?: string; line: number; ms: number | null; status?: string };
const jestReport = (files: { file: string; ms: number; tests: JestTest[] }[]): any => ({
  success: true,
  testResults: files.map(({ file, ms, tests }) => ({
    name: path.join(ROOT, file),
    startTime: 1_000_000,
    endTime: 1_000_000 + ms,
    status: "passed",
    assertionResults: tests.map((test) => ({
      ancestorTitles: test.describe ? [test.describe] : [],
      title: test.title,
      fullName: [test.describe, test.title].filter(Boolean).join(" "),
      duration: test.ms,
      status: test.status ?? (test.ms == null ? "pending" : "passed"),
      location: { line: test.line, column: 1 },
      failureMessages: [],
    })),
  })),
});

type Run = { status: string; ms: number };
const playwrightTest = (projectName: string, status: string, runs: Run[]) => ({
  projectName,
  status,
  results: runs.map((run, retry) => ({ status: run.status, duration: run.ms, retry })),
});
const spec = (file: string, line: number, title: string, tests: ReturnType<typeof playwrightTest>[]) => ({
  file,
  line,
  title,
  tests,
});
const playwrightReport = (suites: unknown[]): any => ({ config: { rootDir: path.join(ROOT, "e2e") }, suites });

const passed = (ms: number) => [{ status: "passed", ms }];

describe("the summary", () => {
  it("gives each phase's time, a failed one with its exit code, the phases after it as not run, and the total", () => {
    const text = summary(
      [
        { title: "typecheck", ms: 12_400, exitCode: 0 },
        { title: "lint", ms: 47_800, exitCode: 0 },
        { title: "unit tests", ms: 95_000, exitCode: 1 },
      ],
      ["build tests", "browser tests' builds", "browser tests"],
      { tests: [], files: [] },
    );
    expect(text.split("\n")).toEqual([
      "",
      "Where the time went:",
      "  typecheck                    12.4 s",
      "  lint                         47.8 s",
      "  unit tests               1 min 35 s  failed (exit code 1)",
      "  build tests                 not run",
      "  browser tests' builds       not run",
      "  browser tests               not run",
      "  total                    2 min 35 s",
    ]);
  });

  it("lists the slowest tests of Jest and Playwright together, slowest first, with suite or project and file:line", () => {
    const unit = jestTimes(
      "unit",
      jestReport([
        {
          file: "__tests__/seo/head.test.tsx",
          ms: 3_000,
          tests: [
            { describe: "the head", title: "has a title", line: 12, ms: 40 },
            { describe: "the head", title: "links its twin", line: 30, ms: 2_500, status: "failed" },
            { title: "is skipped", line: 50, ms: null },
          ],
        },
      ]),
      ROOT,
    );
    const browser = playwrightTimes(
      playwrightReport([
        {
          title: "seo.spec.ts",
          file: "seo.spec.ts",
          line: 0,
          specs: [
            spec("seo.spec.ts", 8, "robots.txt allows all", [
              playwrightTest("desktop", "expected", passed(900)),
              playwrightTest("mobile", "expected", passed(1_100)),
            ]),
          ],
          suites: [
            {
              title: "the sitemap",
              file: "seo.spec.ts",
              line: 20,
              specs: [
                spec("seo.spec.ts", 21, "lists every page", [
                  playwrightTest("desktop", "flaky", [
                    { status: "failed", ms: 61_000 },
                    { status: "passed", ms: 4_000 },
                  ]),
                  playwrightTest("mobile", "skipped", []),
                ]),
              ],
            },
          ],
        },
      ]),
      ROOT,
    );
    const lines = summary([], [], { tests: [...unit.tests, ...browser.tests], files: [] }).split("\n");
    expect(lines.slice(lines.indexOf("Slowest tests (5 of 5):"))).toEqual([
      "Slowest tests (5 of 5):",
      "    1 min 05 s  desktop  e2e/seo.spec.ts:21  the sitemap › lists every page  (flaky: failed, then passed)",
      "         2.5 s  unit     __tests__/seo/head.test.tsx:30  the head › links its twin  (failed)",
      "         1.1 s  mobile   e2e/seo.spec.ts:8  robots.txt allows all",
      "         0.9 s  desktop  e2e/seo.spec.ts:8  robots.txt allows all",
      "         0.0 s  unit     __tests__/seo/head.test.tsx:12  the head › has a title",
    ]);
  });

  it("lists 15 tests at most, with long titles cut", () => {
    const tests = Array.from({ length: 20 }, (_, i) => ({
      suite: "unit",
      location: `__tests__/a.test.ts:${i + 1}`,
      title: `test ${i + 1} ${"x".repeat(100)}`,
      ms: (i + 1) * 1000,
    }));
    const lines = summary([], [], { tests, files: [] }).split("\n");
    const listed = lines.slice(lines.indexOf("Slowest tests (15 of 20):") + 1);
    expect(listed).toHaveLength(15);
    expect(listed[0]).toMatch(/^ +20\.0 s {2}unit {2}__tests__\/a\.test\.ts:20 {2}test 20 x+…$/);
    expect(listed[14]).toContain("a.test.ts:6 ");
  });

  it("lists the slowest test files: a Jest file from start to end, a Playwright file summed over its tests and projects", () => {
    const builds = jestTimes(
      "builds",
      // A build test whose Gatsby build runs in beforeAll: the file took far longer than its tests.
      jestReport([
        { file: "__tests__/builds/develop.test.ts", ms: 150_000, tests: [{ title: "a", line: 1, ms: 3_000 }] },
      ]),
      ROOT,
    );
    const browser = playwrightTimes(
      playwrightReport([
        {
          title: "navigation.spec.ts",
          file: "navigation.spec.ts",
          line: 0,
          specs: [
            spec("navigation.spec.ts", 5, "Back", [
              playwrightTest("desktop", "expected", passed(40_000)),
              playwrightTest("mobile", "flaky", [
                { status: "failed", ms: 60_000 },
                { status: "passed", ms: 50_000 },
              ]),
            ]),
            spec("navigation.spec.ts", 9, "Forward", [playwrightTest("desktop", "expected", passed(20_000))]),
          ],
        },
        {
          title: "seo.spec.ts",
          file: "seo.spec.ts",
          line: 0,
          specs: [spec("seo.spec.ts", 8, "robots", [playwrightTest("desktop", "expected", passed(1_000))])],
        },
      ]),
      ROOT,
    );
    const times: Times = { tests: [], files: [...builds.files, ...browser.files] };
    const lines = summary([], [], times).split("\n");
    expect(lines.slice(lines.findIndex((line) => line.startsWith("Slowest test files")) + 1)).toEqual([
      "    2 min 50 s  e2e/navigation.spec.ts (3 tests)",
      "    2 min 30 s  __tests__/builds/develop.test.ts (1 test)",
      "         1.0 s  e2e/seo.spec.ts (1 test)",
    ]);
  });

  it("writes minutes from one minute on", () => {
    expect([duration(870), duration(59_949), duration(59_950), duration(3_185_000)]).toEqual([
      "0.9 s",
      "59.9 s",
      "1 min 00 s",
      "53 min 05 s",
    ]);
  });
});

describe("the phases", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const node = (script: string) => [process.execPath, "-e", script];
  const withReport = (name: string, script: string): Phase => {
    const file = path.join(dir, `${name}.json`);
    return {
      name,
      title: name,
      command: node(script),
      report: { file, times: (r) => jestTimes(name, r as any, ROOT) },
    };
  };
  const writes = (file: string, report: unknown) =>
    `require("fs").writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(JSON.stringify(report))})`;

  it("stop at the first that fails, with its exit code, and the summary has what ran, with its tests", async () => {
    const report = jestReport([
      { file: "__tests__/a.test.ts", ms: 2_000, tests: [{ title: "slow", line: 3, ms: 1_500 }] },
    ]);
    const { exitCode, text } = await runPhases([
      { name: "first", title: "first", command: node("") },
      withReport("second", `${writes(path.join(dir, "second.json"), report)}; process.exit(3)`),
      { name: "third", title: "third", command: node("require('fs').writeFileSync('third-ran', '')") },
    ]);
    expect(exitCode).toBe(3);
    expect(text).toMatch(/^ {2}first {2}.* s$/m);
    expect(text).toMatch(/^ {2}second {2}.* s {2}failed \(exit code 3\)$/m);
    expect(text).toMatch(/^ {2}third {3,}not run$/m);
    expect(text).toMatch(/^ +1\.5 s {2}second {2}__tests__\/a\.test\.ts:3 {2}slow$/m);
    expect(fs.existsSync(path.join(dir, "third-ran"))).toBe(false);
  });

  it("do not take an earlier run's report for this run's", async () => {
    const file = path.join(dir, "unit.json");
    fs.writeFileSync(file, JSON.stringify(jestReport([{ file: "old.test.ts", ms: 1, tests: [] }])));
    const { exitCode, text } = await runPhases([withReport("unit", "process.exit(1)")]);
    expect(exitCode).toBe(1);
    expect(text).not.toContain("old.test.ts");
  });

  it("run a group side by side: each waits to see the other started, and a failure in either stops what follows", async () => {
    // Each phase marks that it started, then waits up to 20 s for the other's mark: run one
    // after the other, the first would give up and fail.
    const meets = (own: string, other: string, exit: number) =>
      node(
        `const fs = require("fs"); fs.writeFileSync(${JSON.stringify(path.join(dir, own))}, "");` +
          `const until = Date.now() + 20000;` +
          `const wait = () => fs.existsSync(${JSON.stringify(path.join(dir, other))}) ? (console.log("${own} met ${other}"), process.exit(${exit}))` +
          ` : Date.now() > until ? process.exit(9) : setTimeout(wait, 50);` +
          `wait();`,
      );
    const { exitCode, text } = await runPhases(
      [
        [
          { name: "left", title: "left", command: meets("left", "right", 0) },
          { name: "right", title: "right", command: meets("right", "left", 4) },
        ],
        { name: "after", title: "after", command: node("require('fs').writeFileSync('after-ran', '')") },
      ],
      dir,
    );
    expect(exitCode).toBe(4);
    expect(text).toMatch(/^ {2}left {2}.* s {2}\(beside right\)$/m);
    expect(text).toMatch(/^ {2}right {2}.* s {2}failed \(exit code 4\) {2}\(beside left\)$/m);
    expect(text).toMatch(/^ {2}after {3,}not run$/m);
    expect(fs.readFileSync(path.join(dir, "right.log"), "utf8")).toBe("right met left\n");
  });
});
