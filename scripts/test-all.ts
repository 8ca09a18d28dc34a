// `npm test`: every check in order, stopping at the first that fails (with its exit code, as
// `a && b` would), then, always, where the time went (scripts/test-times.ts). Two pairs run side
// by side, because neither phase of a pair keeps two cores busy alone: the type check and lint
// (one core each), and the build tests and the browser tests' builds (each a chain of Gatsby runs
// that keeps about one and a half cores busy).
// `npm test -- unit e2e` runs only the phases named (`e2e` alone: the browser tests against the
// last builds).
import type { FormattedTestResults } from "@jest/test-result";
import type { JSONReport } from "@playwright/test/reporter";
import { spawn } from "child_process";
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

const jestPhase = (name: string, title: string, script: string, args: string[] = []): Phase => {
  const file = path.join(REPORTS, `${name}.json`);
  return {
    name,
    title,
    command: ["npm", "run", script, "--", "--json", "--testLocationInResults", `--outputFile=${file}`, ...args],
    report: { file, times: (report) => jestTimes(name, report as FormattedTestResults, ROOT) },
  };
};

/** A step is one phase, or phases run side by side (the first's output live, the others' after it). */
export type Step = Phase | Phase[];

export const PHASES: Step[] = [
  [
    { name: "typecheck", title: "typecheck", command: ["npm", "run", "typecheck"] },
    { name: "lint", title: "lint", command: ["npm", "run", "lint"] },
  ],
  // Jest's default, a worker per core but one, is a single worker on two cores: 37 s here, against
  // 27 s with two (the main process mostly waits on its workers).
  jestPhase("unit", "unit tests", "test:unit", [`--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`]),
  [
    { name: "e2e-builds", title: "browser tests' builds", command: ["npm", "run", "build:e2e"] },
    jestPhase("builds", "build tests", "test:builds"),
  ],
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

/** Runs one phase; its output goes to the terminal, or to `log` to be shown once it is done. */
const run = (phase: Phase, log?: string) =>
  new Promise<{ exitCode: number; ms: number }>((resolve) => {
    // A report left by an earlier run must not stand in for one this run did not write.
    if (phase.report) {
      fs.rmSync(phase.report.file, { force: true });
      fs.mkdirSync(path.dirname(phase.report.file), { recursive: true });
    }
    const start = performance.now();
    const out = log ? fs.openSync(log, "w") : "inherit";
    const [command, ...args] = phase.command;
    const child = spawn(command, args, { cwd: ROOT, stdio: ["inherit", out, out] });
    // After a failure to start, Node may or may not also report an exit: answer once.
    let answered = false;
    const done = (exitCode: number) => {
      if (answered) return;
      answered = true;
      if (typeof out === "number") fs.closeSync(out);
      resolve({ exitCode, ms: performance.now() - start });
    };
    child.on("error", (error) => {
      console.error(`${phase.title}: ${error.message}`);
      done(127);
    });
    // Killed by a signal: the shell's code for it (128 + its number).
    child.on("exit", (code, signal) => done(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });

/**
 * Runs the steps in order up to the first that fails; returns its exit code and the summary.
 * The output of a phase run beside another is kept in `logs`/NAME.log until it is shown.
 */
export async function runPhases(steps: Step[], logs = REPORTS): Promise<{ exitCode: number; text: string }> {
  const start = performance.now();
  const done: PhaseTime[] = [];
  const notRun: string[] = [];
  const times: Times = { tests: [], files: [] };
  let exitCode = 0;
  for (const step of steps) {
    const phases = Array.isArray(step) ? step : [step];
    if (exitCode !== 0) {
      notRun.push(...phases.map((phase) => phase.title));
      continue;
    }
    const logFiles = phases.map((phase, index) => (index === 0 ? undefined : path.join(logs, `${phase.name}.log`)));
    if (phases.length > 1) fs.mkdirSync(logs, { recursive: true });
    const results = await Promise.all(phases.map((phase, index) => run(phase, logFiles[index])));
    phases.forEach((phase, index) => {
      const log = logFiles[index];
      if (log) {
        console.log(`\n== ${phase.title} (ran beside ${phases[0].title}; its output) ==`);
        process.stdout.write(fs.readFileSync(log, "utf8"));
      }
      const { ms, exitCode: code } = results[index];
      const beside = phases.length > 1 ? phases.find((other) => other !== phase)!.title : undefined;
      done.push({ title: phase.title, ms, exitCode: code, ...(beside && { beside }) });
      if (exitCode === 0) exitCode = code;
      if (phase.report && fs.existsSync(phase.report.file)) {
        try {
          const { tests, files } = phase.report.times(JSON.parse(fs.readFileSync(phase.report.file, "utf8")));
          times.tests.push(...tests);
          times.files.push(...files);
        } catch (error) {
          console.error(`${path.relative(ROOT, phase.report.file)}: ${(error as Error).message}`);
        }
      }
    });
  }
  return { exitCode, text: summary(done, notRun, times, performance.now() - start) };
}

if (require.main === module) {
  const names = process.argv.slice(2);
  const all = PHASES.flat();
  const unknown = names.filter((name) => !all.some((phase) => phase.name === name));
  if (unknown.length > 0) {
    console.error(`No phase ${unknown.join(", ")}. The phases: ${all.map((phase) => phase.name).join(" ")}`);
    process.exit(2);
  }
  const chosen = PHASES.map((step) =>
    Array.isArray(step) ? step.filter((phase) => names.includes(phase.name)) : names.includes(step.name) ? step : [],
  ).filter((step) => !Array.isArray(step) || step.length > 0);
  void runPhases(names.length > 0 ? chosen : PHASES).then(({ exitCode, text }) => {
    console.log(text);
    process.exitCode = exitCode;
  });
}
