// npm run brand-images: writes what is made from the brand colours (src/brandColors.json).
// - Tailwind's theme colours, src/styles/brandColors.css (Tailwind, and Prettier's class sorting,
//   read the theme from CSS); postcss.config.js stops the build when it is stale.
// - Each process illustration, src/images/process/<step>.svg, becomes
//   data/images/process/<step>.jpg (1200 × 900), which the site's responsive images are made from.
//   The SVGs name a brand colour as var(--color-<name>), as the site's CSS does; it is replaced
//   by its value here.
// - The app icon, src/images/icon.svg (the source of the favicon and manifest icons), is the
//   logo mark of src/brand.ts.
// What each image was rendered from is recorded as a hash in src/images/process/rendered.json:
// __tests__/brand.test.ts fails when a colour or an SVG has changed since, until this runs again.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { APP_ICON_SVG } from "../src/brand";
import brandColors from "../src/brandColors.json";

const ROOT = path.join(__dirname, "..");
const SOURCES = path.join(ROOT, "src", "images", "process");
const OUTPUT = path.join(ROOT, "data", "images", "process");
export const APP_ICON = path.join(ROOT, "src", "images", "icon.svg");
export const THEME_CSS = path.join(ROOT, "src", "styles", "brandColors.css");
export const RECORD = path.join(SOURCES, "rendered.json");
const SIZE = { width: 1200, height: 900 };
const JPEG = { quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: "4:4:4" };

export type RenderRecord = { [step: string]: { source: string; image: string } };

/** The steps that have an illustration, by the name of its SVG file. */
export const illustrations = (): string[] =>
  fs
    .readdirSync(SOURCES)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.basename(file, ".svg"))
    .sort();

/** A step's SVG as it is rendered: each var(--color-<name>) replaced by the brand colour's value. */
export const renderedSvg = (step: string): string => {
  const file = path.join(SOURCES, `${step}.svg`);
  const colors: { [name: string]: string } = brandColors;
  return fs.readFileSync(file, "utf8").replace(/var\(--color-([a-z0-9-]+)\)/g, (reference, name: string) => {
    if (!colors[name])
      throw new Error(`${path.relative(ROOT, file)}: ${reference} is not a brand colour (src/brandColors.json)`);
    return colors[name];
  });
};

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/** The hash of what a step's image is made from: its SVG with the colours, and the output's settings. */
export const sourceHash = (step: string) =>
  sha256(JSON.stringify({ SIZE, JPEG }) + renderedSvg(step).replace(/\r\n/g, "\n"));
export const imageHash = (step: string) => sha256(fs.readFileSync(path.join(OUTPUT, `${step}.jpg`)));

/** The brand colours as Tailwind theme variables: --color-<name>. */
export const themeCss = () =>
  [
    "/* Written by npm run brand-images from src/brandColors.json: change the colours there. */",
    "@theme {",
    ...Object.entries(brandColors).map(([name, value]) => `  --color-${name}: ${value};`),
    "}",
    "",
  ].join("\n");

const main = async () => {
  const { default: sharp } = await import("sharp");
  for (const [file, content] of [
    [THEME_CSS, themeCss()],
    [APP_ICON, APP_ICON_SVG],
  ]) {
    fs.writeFileSync(file, content);
    console.log(path.relative(process.cwd(), file));
  }
  const record: RenderRecord = {};
  for (const step of illustrations()) {
    const file = path.join(OUTPUT, `${step}.jpg`);
    const info = await sharp(Buffer.from(renderedSvg(step)), { density: 72 })
      .resize(SIZE.width, SIZE.height)
      .flatten({ background: brandColors["ink-900"] })
      .jpeg(JPEG)
      .toFile(file);
    record[step] = { source: sourceHash(step), image: imageHash(step) };
    console.log(
      `${path.relative(process.cwd(), file)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
    );
  }
  fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
};

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
