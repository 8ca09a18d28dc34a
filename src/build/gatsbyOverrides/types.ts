/** A text that must be in a file of an installed package ("gatsby/cache-dir/loader.js"). */
export interface InternalMarker {
  file: string;
  contains: string;
  /** What the override needs it for. */
  because: string;
}

export type HookFile = "gatsby-browser.tsx" | "gatsby-ssr.tsx" | "gatsby-node.ts";

/** An API export of a gatsby-* file. */
export interface Hook {
  file: HookFile;
  api: string;
}

export interface GatsbyOverride {
  id: string;
  /** What differs from Gatsby's default. */
  change: string;
  why: string;
  /** Where the override is written. */
  code: string[];
  hooks: Hook[];
  internals: InternalMarker[];
  /** What builtOutputProblems checks for it on the built site, if anything. */
  builtOutput?: string;
  /**
   * Why it stays: tests that fail without it ("<file> › <part of the test's title>", checked to
   * exist by __tests__/build/gatsbyOverrides.test.ts) and the measured figure it earns, with
   * the date of its measurement in docs/performance.md. An override with neither goes.
   */
  evidence: { tests: string[]; figure?: string };
}
