/**
 * @jest-environment node
 */
// Tailwind hands the folders it looks for class names in to webpack, which watches them. So they
// are src/ alone, without the GraphQL types Gatsby rewrites after every query extraction in
// `gatsby develop`, nor data/ or locales/: else each content edit, and each rewrite of the types,
// recompiled the bundle and ran the queries again.
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import config from "../../gatsby-config";

const ROOT = path.join(__dirname, "..", "..");

/** What webpack gets from compiling the stylesheet (in Node: Tailwind's plugin is an ES module Jest cannot load). */
const compiled = (): { css: string; watched: string[] } =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "-e",
        `const fs = require("fs");
         const from = "src/styles/global.css";
         require("postcss")([require("@tailwindcss/postcss")()])
           .process(fs.readFileSync(from, "utf8"), { from })
           .then(({ css, messages }) => console.log(JSON.stringify({
             css,
             watched: messages.filter((m) => m.type === "dependency" || m.type === "dir-dependency").map((m) => m.file ?? m.dir),
           })));`,
      ],
      { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    ),
  );

const inside = (folder: string, file: string) => !path.relative(path.join(ROOT, folder), file).startsWith("..");

test("the stylesheet depends on src/ and the Tailwind package only, and the generated GraphQL types lie outside src/", () => {
  const { css, watched } = compiled();

  expect(watched.length).toBeGreaterThan(0);
  const elsewhere = watched.filter((file) => !inside("src", file) && !inside("node_modules/tailwindcss", file));
  expect(elsewhere.map((file) => path.relative(ROOT, file))).toEqual([]);

  const { typesOutputPath } = config.graphqlTypegen as { typesOutputPath: string };
  expect(fs.existsSync(path.join(ROOT, typesOutputPath))).toBe(true);
  expect(inside("src", path.join(ROOT, typesOutputPath))).toBe(false);

  // The components' class names are still found: the header's bar, as high as the header.
  expect(css).toContain(".h-\\(--header-height\\)");
});
