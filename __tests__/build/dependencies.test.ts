/**
 * @jest-environment node
 */
// A host installs the dependencies and builds; a package the site's code imports that is only a
// devDependency works only while another package happens to bring it (code review 4: graphql).
import fs from "fs";
import path from "path";
import { builtinModules } from "module";

const ROOT = path.join(__dirname, "..", "..");
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const declared = new Set(Object.keys(pkg.dependencies));

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });

/** The package a bare import names ("@scope/name/sub" → "@scope/name"), or nothing for a path. */
const packageOf = (specifier: string) => {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
};

// npm run admin's local server: a tool of a developer's machine, like npm run serve's.
const LOCAL_TOOLS = new Set(["src/editor/server.mjs"]);

test("every package the site's code imports (not its types alone) is a dependency", () => {
  const files = [
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    ...sourceFiles("src"),
  ].filter((file) => !LOCAL_TOOLS.has(file));
  const undeclared = files.flatMap((file) =>
    [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/^import (?!type )[^;]*?from "([^"]+)"/gms)]
      .map(([, specifier]) => packageOf(specifier))
      .filter((name): name is string => !!name && !name.startsWith("node:") && !builtinModules.includes(name))
      .filter((name) => !declared.has(name))
      .map((name) => `${file}: ${name}`),
  );
  expect(undeclared).toEqual([]);
});
