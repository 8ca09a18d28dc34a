/** The brand is defined once, in src/brand.ts; the two files that cannot import it must match it. */
import fs from "fs";
import path from "path";
import { APP_ICON_SVG, COLORS } from "../src/brand";

const ROOT = path.join(__dirname, "..");

test("global.css's @theme colours are the brand's colours", () => {
  const css = fs.readFileSync(path.join(ROOT, "src", "styles", "global.css"), "utf8");
  const theme = Object.fromEntries([...css.matchAll(/--color-([a-z]+)-(\d+):\s*(#[0-9a-f]{6});/g)].map(([, name, shade, value]) => [`${name}${shade}`, value]));
  expect(theme).toEqual(COLORS);
});

test("the app icon (source of the favicon and manifest icons) is the brand's mark", () => {
  expect(fs.readFileSync(path.join(ROOT, "src", "images", "icon.svg"), "utf8")).toBe(APP_ICON_SVG);
});
