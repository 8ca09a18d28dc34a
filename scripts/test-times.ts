// Where `npm test`'s time went (scripts/test-all.ts prints it at the end): each phase's time,
// the slowest tests and the slowest test files, read from the reports Jest (`--json`) and
// Playwright (its `json` reporter) write. The reports' types are the tools' own.
import type { FormattedTestResults } from "@jest/test-result";
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";
import path from "path";

/** A phase's time; `beside` names the phase it ran side by side with, if any. */
export type PhaseTime = { title: string; ms: number; exitCode: number; beside?: string };
/** One test: `suite` is the Jest run (unit, builds) or the Playwright project. */
export type TestTime = { suite: string; location: string; title: string; ms: number; note?: string };
/** One test file: the time its tests took (see jestTimes and playwrightTimes). */
export type FileTime = { file: string; ms: number; tests: number };
export type Times = { tests: TestTime[]; files: FileTime[] };

const SLOWEST_TESTS = 15;
const SLOWEST_FILES = 10;
const TITLE_LENGTH = 90;

/**
 * A Jest report. A file's time is from its start to its end, so that it includes what its tests
 * share (`beforeAll`: a build test's Gatsby build), which no single test's duration holds.
 */
export function jestTimes(suite: string, report: FormattedTestResults, root: string): Times {
  const tests: TestTime[] = [];
  const files: FileTime[] = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    files.push({ file: name, ms: file.endTime - file.startTime, tests: file.assertionResults.length });
    for (const test of file.assertionResults) {
      if (test.duration == null) continue; // skipped or never started
      tests.push({
        suite,
        location: test.location ? `${name}:${test.location.line}` : name,
        title: [...test.ancestorTitles, test.title].join(" › "),
        ms: test.duration,
        ...(test.status === "failed" && { note: "failed" }),
      });
    }
  }
  return { tests, files };
}

/**
 * A Playwright report. A test's time is that of all its runs: a flaky test (failed, then passed
 * on the retry) cost the run both, and says so. A file's time is its tests' summed over every
 * project that runs it (desktop and mobile, most).
 */
export function playwrightTimes(report: JSONReport, root: string): Times {
  const tests: TestTime[] = [];
  const files = new Map<string, FileTime>();
  const walk = (suite: JSONReportSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      const file = path.relative(root, path.join(report.config.rootDir, spec.file));
      for (const test of spec.tests) {
        if (test.status === "skipped") continue;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const runs = test.results.map((result) => result.status).join(", then ");
        tests.push({
          suite: test.projectName,
          location: `${file}:${spec.line}`,
          title: [...titles, spec.title].join(" › "),
          ms,
          ...(test.status === "flaky" && { note: `flaky: ${runs}` }),
          ...(test.status === "unexpected" && { note: test.results.length > 1 ? runs : "failed" }),
        });
        const sum = files.get(file) ?? { file, ms: 0, tests: 0 };
        files.set(file, { ...sum, ms: sum.ms + ms, tests: sum.tests + 1 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files; their titles are the file names, which the location gives.
  for (const file of report.suites) walk(file, []);
  return { tests, files: [...files.values()] };
}

/** 870 ms → "0.9 s", 75 s → "1 min 15 s". */
export function duration(ms: number): string {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const shorten = (text: string) => (text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text);

/**
 * What a developer reads: the phases that ran (a failed one with its exit code, those after it as
 * not run), then the slowest tests and test files of the reports there are.
 */
export function summary(
  phases: PhaseTime[],
  notRun: string[],
  times: Times,
  totalMs = phases.reduce((sum, phase) => sum + phase.ms, 0),
): string {
  const width = Math.max(...[...phases.map((phase) => phase.title), ...notRun, "total"].map((title) => title.length));
  const lines = ["", "Where the time went:"];
  for (const phase of phases) {
    const outcome = phase.exitCode === 0 ? "" : `  failed (exit code ${phase.exitCode})`;
    const beside = phase.beside ? `  (beside ${phase.beside})` : "";
    lines.push(`  ${phase.title.padEnd(width)}  ${duration(phase.ms).padStart(12)}${outcome}${beside}`);
  }
  for (const title of notRun) lines.push(`  ${title.padEnd(width)}  ${"not run".padStart(12)}`);
  lines.push(`  ${"total".padEnd(width)}  ${duration(totalMs).padStart(12)}`);

  const tests = [...times.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_TESTS);
  if (tests.length > 0) {
    const suites = Math.max(...tests.map((test) => test.suite.length));
    lines.push("", `Slowest tests (${tests.length} of ${times.tests.length}):`);
    for (const test of tests) {
      const note = test.note ? `  (${test.note})` : "";
      lines.push(
        `  ${duration(test.ms).padStart(12)}  ${test.suite.padEnd(suites)}  ${test.location}  ${shorten(test.title)}${note}`,
      );
    }
  }

  const files = [...times.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_FILES);
  if (files.length > 0) {
    lines.push("", "Slowest test files (Jest: start to end; Playwright: its tests summed over the projects):");
    for (const file of files) {
      const count = `${file.tests} test${file.tests === 1 ? "" : "s"}`;
      lines.push(`  ${duration(file.ms).padStart(12)}  ${file.file} (${count})`);
    }
  }
  return lines.join("\n");
}
