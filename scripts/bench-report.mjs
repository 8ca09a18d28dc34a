// The benchmark's targets, and its results as the table of docs/performance.md and the list of targets missed (see bench.mjs).

export const TARGETS = {
  // Lighthouse rounds; a score of 0.99 or better counts as 100.
  score: 99,
  // LCP at most this multiple of the floor's LCP, measured in the same run.
  lcpOverFloor: 1.15,
  tbtMs: 50,
  cls: 0.001,
  // Compressed JavaScript before the particle engine: 120 KB since i18next came back (issue 25).
  jsKb: 120,
  // Everything the first load of the English landing page transfers.
  totalKbOfHome: 200,
};

export const round = (value, digits = 0) => Number(value.toFixed(digits));

/** The results table (Markdown) and the targets each page missed. */
export const reportOf = (results) => {
  const rows = results.map((r) => [
    r.page,
    r.preset,
    `${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo}`,
    `${round(r.lcpMs)} ms`,
    r.floor ? `${round(r.floor.lcpMs)} ms (×${round(r.lcpOverFloor, 2)})` : "",
    `${round(r.tbtMs)} ms`,
    r.floor ? `${round(r.floor.tbtMs)} ms` : "",
    `${round(r.cls, 3)}`,
    `${round(r.jsKb, 1)} KB`,
    `${round(r.fontKb, 1)} KB`,
    `${round(r.totalKb, 1)} KB`,
  ]);
  const header = [
    "page",
    "preset",
    "perf / a11y / best / SEO",
    "LCP",
    "floor LCP (page ÷ floor)",
    "TBT",
    "floor TBT",
    "CLS",
    "JS first load",
    "fonts",
    "total transfer",
  ];
  const table = [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

  const misses = results.flatMap((r) => {
    const out = [];
    const label = `${r.page} ${r.preset}`;
    for (const key of ["performance", "accessibility", "bestPractices", "seo"])
      if (r[key] < TARGETS.score) out.push(`${label} ${key} ${r[key]} (target 100)`);
    if (r.preset !== "mobile") return out;
    if (r.lcpOverFloor > TARGETS.lcpOverFloor)
      out.push(
        `${label} LCP ${round(r.lcpMs)} ms, ×${round(r.lcpOverFloor, 2)} its floor's ${round(r.floor.lcpMs)} ms (target ≤ ×${TARGETS.lcpOverFloor})`,
      );
    if (r.tbtMs > TARGETS.tbtMs) out.push(`${label} TBT ${round(r.tbtMs)} ms (target ≤ ${TARGETS.tbtMs} ms)`);
    if (r.cls > TARGETS.cls) out.push(`${label} CLS ${round(r.cls, 3)} (target ≤ ${TARGETS.cls})`);
    if (r.jsKb > TARGETS.jsKb) out.push(`${label} JS ${round(r.jsKb, 1)} KB (target ≤ ${TARGETS.jsKb} KB)`);
    if (r.page === "/" && r.totalKb > TARGETS.totalKbOfHome)
      out.push(`${label} total ${round(r.totalKb, 1)} KB (target ≤ ${TARGETS.totalKbOfHome} KB)`);
    return out;
  });
  return { table, misses };
};

/** The benchmark section of docs/performance.md: how it was measured, the table, and what missed its target. */
export const tableSectionOf = ({ date, machine, runs, buildSeconds, table, misses }) =>
  [
    `Measured on ${date} on ${machine}; median of ${runs} Lighthouse runs per page and preset;`,
    `cold \`npm run build\`: ${round(buildSeconds ?? 0, 1)} s. "Floor" is the same page with no script, no script or font`,
    'preload and no web font, measured in the same run (mobile). "JS first load" is the compressed JavaScript',
    'loaded before the particle engine; "fonts" the font files the page downloaded.',
    "",
    table,
    "",
    misses.length ? `Targets missed: ${misses.join("; ")}.` : "Every target is met.",
  ].join("\n");
