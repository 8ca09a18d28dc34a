/**
 * @jest-environment node
 */
// Each brand colour is written once, in src/brandColors.json. The code reads it through
// src/brand.ts; Tailwind's theme (src/styles/brandColors.css), the app icon and the process
// images are made from it by scripts/make-brand-images.ts (npm run brand-images).
import fs from "fs";
import path from "path";
import { APP_ICON_SVG, COLORS } from "../src/brand";
import brandColors from "../src/brandColors.json";
import {
  illustrations,
  imageHash,
  RECORD,
  renderedSvg,
  sourceHash,
  themeCss,
  type RenderRecord,
} from "../scripts/make-brand-images";

const ROOT = path.join(__dirname, "..");

test("each brand colour has a name of Tailwind's kind (hue-shade) and a #rrggbb value", () => {
  for (const [name, value] of Object.entries(brandColors)) {
    expect(name).toMatch(/^[a-z]+-\d+$/);
    expect(value).toMatch(/^#[0-9a-f]{6}$/);
  }
});

test("the code reads every brand colour, under its name without the hyphen", () => {
  expect(Object.entries(COLORS)).toEqual(
    Object.entries(brandColors).map(([name, value]) => [name.replace("-", ""), value]),
  );
});

test("Tailwind's theme gets every brand colour as --color-<name>, from the CSS npm run brand-images writes", () => {
  const css = (file: string) => fs.readFileSync(path.join(ROOT, "src", "styles", file), "utf8");
  expect(css("global.css")).toContain('@import "./brandColors.css";');
  expect(css("brandColors.css")).toBe(themeCss());
  const theme = [...themeCss().matchAll(/^\s*(--color-[a-z0-9-]+): (#[0-9a-f]{6});$/gm)].map(([, property, value]) => [
    property,
    value,
  ]);
  expect(theme).toEqual(Object.entries(brandColors).map(([name, value]) => [`--color-${name}`, value]));
});

/** The channels of a #rrggbb colour as rgb() and rgba() write them ("r, g, b", spaces or not). */
const rgbOf = (hex: string) =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(String.raw`\s*,\s*`);

test("no other hand-written file of the code writes a brand colour's value, as #rrggbb or as rgb()", () => {
  const values = new RegExp(
    Object.values(brandColors)
      .flatMap((hex) => [hex, String.raw`rgba?\(\s*${rgbOf(hex)}\b`])
      .join("|"),
    "i",
  );
  const written = ["__tests__", "e2e", "functions", "scripts", "src"].flatMap((dir) =>
    fs.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)),
  );
  written.push(...fs.readdirSync(ROOT).filter((file) => /\.(ts|tsx|js|mjs|css)$/.test(file)));
  const generated = ["src/brandColors.json", "src/styles/brandColors.css", "src/images/icon.svg"].map((file) =>
    path.normalize(file),
  );
  const copies = written
    .filter((file) => /\.(ts|tsx|js|mjs|json|css|svg)$/.test(file) && !generated.includes(file))
    .filter((file) => values.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(copies).toEqual([]);
});

test("the app icon (src/images/icon.svg, source of the favicon and manifest icons) is the brand's mark, as npm run brand-images writes it", () => {
  expect(fs.readFileSync(path.join(ROOT, "src", "images", "icon.svg"), "utf8")).toBe(APP_ICON_SVG);
});

test("every colour the process illustrations name is a brand colour", () => {
  for (const step of illustrations()) expect(() => renderedSvg(step)).not.toThrow();
});

// A change of colour or drawing reaches the images only when they are rendered again.
test("the process images were rendered from the SVGs and brand colours as they are (else: npm run brand-images, and commit)", () => {
  const record: RenderRecord = JSON.parse(fs.readFileSync(RECORD, "utf8"));
  const current = Object.fromEntries(
    illustrations().map((step) => [step, { source: sourceHash(step), image: imageHash(step) }]),
  );
  expect(record).toEqual(current);
});
