/**
 * The Gatsby internals the site's overrides rely on (src/build/gatsbyOverrides.ts) are still
 * there: a failure names the override to revisit, typically after a Gatsby upgrade.
 */
import fs from "fs";
import os from "os";
import path from "path";
import {
  GATSBY_OVERRIDES,
  ORDINARY_HOOKS,
  builtOutputProblems,
  type Hook,
  type HookFile,
} from "../../src/build/gatsbyOverrides";

const ROOT = path.join(__dirname, "..", "..");

/** A file of an installed package, from "package/inner/path.js". */
const packageFile = (file: string) => {
  const [scopeOrName, ...rest] = file.split("/");
  const [name, inner] = scopeOrName.startsWith("@")
    ? [`${scopeOrName}/${rest[0]}`, rest.slice(1)]
    : [scopeOrName, rest];
  return path.join(path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] })), ...inner);
};

/** Gatsby's own lists of the APIs each file may export: the `exports.name =` of its API docs modules. */
const apisIn = (file: string) =>
  [...fs.readFileSync(packageFile(file), "utf8").matchAll(/exports\.(\w+)\s*=/g)].map((match) => match[1]);
const GATSBY_APIS: Record<HookFile, string[]> = {
  "gatsby-browser.tsx": apisIn("gatsby/dist/utils/api-browser-docs.js"),
  "gatsby-ssr.tsx": apisIn("gatsby/cache-dir/api-ssr-docs.js"),
  "gatsby-node.ts": apisIn("gatsby/dist/utils/api-node-docs.js"),
};

/** The names a gatsby-* file exports: `export const name` and `export { a, b } from`. */
const exportsOf = (file: HookFile): string[] => {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [
    ...[...source.matchAll(/^export const (\w+)/gm)].map((match) => match[1]),
    ...[...source.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) => match[1].split(",").map((name) => name.trim())),
  ];
};

const hookName = ({ file, api }: Hook) => `${file} ${api}`;

test.each(GATSBY_OVERRIDES.map((override) => [override.id, override] as const))(
  "%s: the Gatsby internals it relies on are there",
  (_id, override) => {
    const missing = override.internals.flatMap(({ file, contains, because }) => {
      const absolute = packageFile(file);
      if (!fs.existsSync(absolute)) return [`${file} no longer exists (${because})`];
      return fs.readFileSync(absolute, "utf8").includes(contains)
        ? []
        : [`${file} no longer contains ${contains} (${because})`];
    });
    expect({ override: override.id, code: override.code, missing }).toEqual({
      override: override.id,
      code: override.code,
      missing: [],
    });
  },
);

test("every hook an override or an ordinary use names is a Gatsby API that its file exports", () => {
  const problems = [...GATSBY_OVERRIDES.flatMap((override) => override.hooks), ...ORDINARY_HOOKS].flatMap((hook) => [
    ...(GATSBY_APIS[hook.file].includes(hook.api)
      ? []
      : [`${hookName(hook)} is not in Gatsby's list of APIs for that file`]),
    ...(exportsOf(hook.file).includes(hook.api) ? [] : [`${hookName(hook)} is not exported by the file`]),
  ]);
  expect(problems).toEqual([]);
});

test("every API the gatsby-* files export is listed, as an override or as an ordinary use", () => {
  const listed = new Set([...GATSBY_OVERRIDES.flatMap((override) => override.hooks), ...ORDINARY_HOOKS].map(hookName));
  const files: HookFile[] = ["gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-node.ts"];
  const unlisted = files
    .flatMap((file) => exportsOf(file).map((api) => hookName({ file, api })))
    .filter((name) => !listed.has(name));
  expect(unlisted).toEqual([]);
});

test("each override says what it changes, why, and where its code is", () => {
  for (const override of GATSBY_OVERRIDES) {
    expect([override.id, override.change && override.why && override.code.length > 0]).toEqual([override.id, true]);
    for (const place of override.code)
      expect([override.id, fs.existsSync(path.join(ROOT, place.split(" ")[0]))]).toEqual([override.id, true]);
  }
  expect(new Set(GATSBY_OVERRIDES.map((override) => override.id)).size).toBe(GATSBY_OVERRIDES.length);
});

describe("the post-build check of Gatsby's output", () => {
  const PAGE =
    '<html><body><div id="___gatsby"><div id="gatsby-focus-wrapper">text</div></div><script src="/app-1.js" async></script></body></html>';
  let publicDir: string;
  const put = (file: string, content = "") => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), content);
  };
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-output-"));
    put("index.html", PAGE);
    put("404/index.html", PAGE);
    put("ar/404/index.html", PAGE);
    put("webpack.stats.json", "{}");
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  test("passes Gatsby's output as it is today", () => {
    expect(builtOutputProblems(publicDir, ["index.html", "404/index.html", "ar/404/index.html"], ["ar"])).toEqual([]);
  });

  test("names the override whose internal is missing", () => {
    put("index.html", '<html><body><div id="___gatsby"></div><script src="/app-1.js" defer></script></body></html>');
    fs.rmSync(path.join(publicDir, "ar"), { recursive: true });
    fs.rmSync(path.join(publicDir, "webpack.stats.json"));
    expect(builtOutputProblems(publicDir, ["index.html"], ["ar"]).map((problem) => problem.split(" ")[0])).toEqual([
      "scripts-after-first-paint",
      "hydrate-in-slices",
      "not-found-files-per-language",
      "private-files-out-of-public",
    ]);
  });
});

test.each(GATSBY_OVERRIDES.map((override) => [override.id, override] as const))(
  "%s: earns its place with a test that needs it or a measured figure, and the tests it names exist",
  (_id, override) => {
    const { tests, figure } = override.evidence;
    expect(tests.length > 0 || (figure ?? "").length > 0).toBe(true);
    const missing = tests.filter((reference) => {
      const [file, title] = reference.split(" › ");
      const absolute = path.join(ROOT, file);
      return !fs.existsSync(absolute) || !fs.readFileSync(absolute, "utf8").includes(title);
    });
    expect(missing).toEqual([]);
  },
);
