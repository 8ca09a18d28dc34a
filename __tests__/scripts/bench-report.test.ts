/**
 * @jest-environment node
 */
// The bench's report (scripts/bench-report.mjs): which figures miss their targets. Jest loads
// an .mjs file only as an ES module (an experimental mode), so the module is called in Node
// itself, as bench.mjs calls it.
import { execFileSync } from "child_process";
import path from "path";

const REPORT = path.resolve(__dirname, "..", "..", "scripts", "bench-report.mjs");

const call = (name: string, argument: unknown) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const report = await import(${JSON.stringify(REPORT)});
         process.stdout.write(JSON.stringify(report[process.argv[1]](JSON.parse(process.argv[2]))));`,
        name,
        JSON.stringify(argument),
      ],
      { encoding: "utf8" },
    ),
  );

const mobile = (page: string, figures: Record<string, unknown> = {}) => ({
  page,
  preset: "mobile",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  jsKb: 100,
  fontKb: 0,
  totalKb: 150,
  failedAudits: [],
  floor: { lcpMs: 1000, tbtMs: 0, fcpMs: 900, performance: 100 },
  lcpOverFloor: 1,
  tbtOverFloorMs: 0,
  ...figures,
});

describe("the first-load report", () => {
  it("judges TBT against the floor's: a slow machine's floor is not held against the page", () => {
    const { misses, table } = call("reportOf", [
      mobile("/", {
        tbtMs: 540,
        tbtOverFloorMs: 40,
        performance: 85,
        floor: { lcpMs: 1000, tbtMs: 500, performance: 85 },
      }),
    ]);
    expect(misses).toEqual([]);
    expect(table).toContain("TBT over floor");
    expect(table).toContain("| 540 ms | 500 ms | +40 ms |");
  });

  it("names a page whose TBT is more than 50 ms over its floor's", () => {
    const { misses } = call("reportOf", [
      mobile("/ar/", { tbtMs: 380, tbtOverFloorMs: 80, floor: { lcpMs: 1000, tbtMs: 300, performance: 100 } }),
    ]);
    expect(misses).toEqual(["/ar/ mobile TBT 380 ms, +80 ms over its floor's 300 ms (target ≤ +50 ms)"]);
  });

  it("holds mobile performance to the floor's score, and to 100 where the floor reaches it", () => {
    const belowItsFloor = mobile("/", { performance: 80, floor: { lcpMs: 1000, tbtMs: 400, performance: 85 } });
    const belowHundred = mobile("/privacy-policy/", { performance: 98 });
    const { misses } = call("reportOf", [belowItsFloor, belowHundred]);
    expect(misses).toEqual([
      "/ mobile performance 80 (target 85, the floor's)",
      "/privacy-policy/ mobile performance 98 (target 100)",
    ]);
  });

  it("keeps desktop at 100", () => {
    const desktop = { ...mobile("/"), preset: "desktop", floor: undefined, performance: 97 };
    expect(call("reportOf", [desktop]).misses).toEqual(["/ desktop performance 97 (target 100)"]);
  });
});

describe("the second-page report", () => {
  const journey = (name: string, runsMs: (number | null)[], documentRunsMs: number[], arrived = true) => ({
    journey: name,
    runsMs,
    // The runs are listed in order: the middle one is the median.
    medianMs: runsMs[1],
    documentRunsMs,
    documentMedianMs: documentRunsMs[1],
    floorRunsMs: [70, 80, 90],
    floorMedianMs: 80,
    ratio: (runsMs[1] ?? NaN) / documentRunsMs[1],
    overFloorMs: (runsMs[1] ?? NaN) - 80,
    framesMs: runsMs,
    signals: ["element timing"],
    arrived,
  });
  const measured = (browser: string, results: unknown[]) => ({ browser, profile: "", signal: "", results });

  it("names the journeys over half of their document load, or that saw no heading or ended elsewhere", () => {
    const { misses, table } = call(
      "secondPageReportOf",
      measured("Chromium 156", [
        journey("/ → /privacy-policy/ (footer)", [200, 250, 500], [480, 520, 600]),
        journey("/ → /legal-notice/ (footer)", [250, 300, 330], [480, 500, 520]),
        // JSON has no NaN: a run without a reading arrives as null.
        journey("/privacy-policy/ → /#process (menu)", [150, 160, null], [480, 500, 520]),
        journey("/nope/ → / (Return to Home)", [150, 160, 170], [480, 500, 520], false),
      ]),
    );
    expect(misses).toEqual([
      "second page / → /legal-notice/ (footer) 300 ms, 0.60 of its document load's 500 ms (target ≤ 0.5)",
      "second page /privacy-policy/ → /#process (menu) 160 ms, 0.32 of its document load's 500 ms (target ≤ 0.5)",
      "second page /nope/ → / (Return to Home) did not arrive at its page",
    ]);
    expect(table).toContain(
      "| / → /privacy-policy/ (footer) | 250 ms | 520 ms | 0.48 | 80 ms | 170 ms | 200 ms, 250 ms, 500 ms | 480 ms, 520 ms, 600 ms | yes |",
    );
  });

  it("holds Back to a document's Back: no slower", () => {
    const withBack = (name: string, backRunsMs: number[], documentBackRunsMs: number[]) => ({
      ...journey(name, [200, 250, 260], [500, 520, 540]),
      backRunsMs,
      backMedianMs: backRunsMs[1],
      documentBackRunsMs,
      documentBackMedianMs: documentBackRunsMs[1],
    });
    const { misses, table } = call(
      "secondPageReportOf",
      measured("Chromium 156", [
        withBack("/ → /privacy-policy/ (footer)", [150, 170, 190], [160, 180, 200]),
        withBack("/ → /terms-of-service/ (footer)", [300, 546, 600], [124, 181, 319]),
      ]),
    );
    expect(misses).toEqual([
      "Back after / → /terms-of-service/ (footer) 546 ms, a document's 181 ms (target: no slower)",
    ]);
    expect(table).toContain(
      "| / → /privacy-policy/ (footer) | 170 ms | 180 ms | 150 ms, 170 ms, 190 ms | 160 ms, 180 ms, 200 ms | yes |",
    );
  });

  it("reports another browser's figures without judging them", () => {
    const { misses, table } = call(
      "secondPageReportOf",
      measured("Firefox 153", [journey("/ → /ar/", [300, 310, 320], [400, 410, 420])]),
    );
    expect(misses).toEqual([]);
    expect(table).not.toContain("≤ 0.5");
  });
});
