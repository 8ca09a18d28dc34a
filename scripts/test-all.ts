// `npm test`: every check in order, stopping at the first that fails (with its exit code, as
// `a && b` would), then, always, where the time went (scripts/test-times.ts).
// `npm test -- unit e2e` runs only the phases named (`e2e` alone: the browser tests against the
// last builds).
import type { FormattedTestResults } from "@jest/test-result";
import type { JSONReport } from "@playwright/test/reporter";
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { jestTimes, playwrightTimes, summary, type PhaseTime, type Times } from "./test-times";

const ROOT = path.resolve(__dirname, "..");
// Not in test-results/, which Playwright empties when it starts. playwright.config.ts names the
// same folder for its json reporter.
const REPORTS = path.join(ROOT, ".test-reports");

export type Phase = {
  /** What `npm test -- NAME` selects. */
  name: string;
  title: string;
  command: string[];
  /** The JSON report the phase writes, and the times in it. */
  report?: { file: string; times: (report: unknown) => Times };
};

const jestPhase = (name: string, title: string, script: string): Phase => {
  const file = path.join(REPORTS, `${name}.json`);
  return {
    name,
    title,
    command: ["npm", "run", script, "--", "--json", "--testLocationInResults", `--outputFile=${file}`],
    report: { file, times: (report) => jestTimes(name, report as FormattedTestResults, ROOT) },
  };
};

export const PHASES: Phase[] = [
  { name: "typecheck", title: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "lint", title: "lint", command: ["npm", "run", "lint"] },
  jestPhase("unit", "unit tests", "test:unit"),
  jestPhase("builds", "build tests", "test:builds"),
  { name: "e2e-builds", title: "browser tests' builds", command: ["npm", "run", "build:e2e"] },
  {
    name: "e2e",
    title: "browser tests",
    command: ["npx", "playwright", "test"],
    report: {
      file: path.join(REPORTS, "playwright.json"),
      times: (report) => playwrightTimes(report as JSONReport, ROOT),
    },
  },
];

/** Runs the phases in order up to the first that fails; returns its exit code and the summary. */
export function runPhases(phases: Phase[]): { exitCode: number; text: string } {
  const done: PhaseTime[] = [];
  const notRun: string[] = [];
  const times: Times = { tests: [], files: [] };
  let exitCode = 0;
  for (const phase of phases) {
    if (exitCode !== 0) {
      notRun.push(phase.title);
      continue;
    }
    // A report left by an earlier run must not stand in for one this run did not write.
    if (phase.report) {
      fs.rmSync(phase.report.file, { force: true });
      fs.mkdirSync(path.dirname(phase.report.file), { recursive: true });
    }
    const start = performance.now();
    const [command, ...args] = phase.command;
    const run = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
    if (run.error) console.error(`${phase.title}: ${run.error.message}`);
    // Killed by a signal: the shell's code for it (128 + its number).
    exitCode = run.status ?? 128 + (run.signal ? os.constants.signals[run.signal] : 0);
    done.push({ title: phase.title, ms: performance.now() - start, exitCode });
    if (phase.report && fs.existsSync(phase.report.file)) {
      try {
        const { tests, files } = phase.report.times(JSON.parse(fs.readFileSync(phase.report.file, "utf8")));
        times.tests.push(...tests);
        times.files.push(...files);
      } catch (error) {
        console.error(`${path.relative(ROOT, phase.report.file)}: ${(error as Error).message}`);
      }
    }
  }
  return { exitCode, text: summary(done, notRun, times) };
}

if (require.main === module) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length > 0) {
    console.error(`No phase ${unknown.join(", ")}. The phases: ${PHASES.map((phase) => phase.name).join(" ")}`);
    process.exit(2);
  }
  const { exitCode, text } = runPhases(
    names.length > 0 ? PHASES.filter((phase) => names.includes(phase.name)) : PHASES,
  );
  console.log(text);
  process.exitCode = exitCode;
}
