/**
 * Makes the 1200x630 social share image of each language at build time: brand and headline
 * over the site's dark background, set in the site's own fonts (Arabic shaped and right to
 * left by Pango, through sharp's text rendering).
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { decompress } from "wawoff2";
import { directionOf, settingsOf, type Language } from "../i18n/languages";
import { SHARE_IMAGE, shareImagePath } from "./shareImagePath";
import { COLORS, LOGO_MARK } from "../brand";

/** The bold face of each font family a language may name (site.json), and the default: Inter. */
const BOLD_FACES: Record<string, { file: string; family: string }> = {
  default: { file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", family: "Inter" },
  "IBM Plex Sans Arabic": {
    file: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2",
    family: "IBM Plex Sans Arabic",
  },
};
const boldFaceOf = (language: Language) => BOLD_FACES[settingsOf(language).font ?? "default"] ?? BOLD_FACES.default;

/** Pango reads TrueType, not WOFF2: unpack the self-hosted font into a temporary file. */
const trueTypeFont = async (language: Language) => {
  // Gatsby bundles gatsby-node and what it imports, where require.resolve is not available.
  const source = path.join(process.cwd(), "node_modules", boldFaceOf(language).file);
  const target = path.join(os.tmpdir(), `share-font-${language}-${path.basename(source, ".woff2")}.ttf`);
  if (!fs.existsSync(target)) fs.writeFileSync(target, Buffer.from(await decompress(fs.readFileSync(source))));
  return target;
};

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const MARGIN = 88;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;

const background = (rtl: boolean) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.ink800}"/><stop offset="1" stop-color="${COLORS.ink950}"/></linearGradient>
    <radialGradient id="glow" cx="${rtl ? 0.15 : 0.85}" cy="0.1" r="0.7"><stop offset="0" stop-color="${COLORS.brand500}" stop-opacity="0.45"/><stop offset="1" stop-color="${COLORS.brand500}" stop-opacity="0"/></radialGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.05"/></pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#grid)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="${MARGIN}" y="${SHARE_IMAGE.height - 40}" width="${TEXT_WIDTH}" height="6" rx="3" fill="${COLORS.brand500}"/>
  <g transform="translate(${rtl ? SHARE_IMAGE.width - MARGIN - 72 : MARGIN} 84) scale(0.140625)">
    <rect width="512" height="512" rx="${LOGO_MARK.tileRadius}" fill="${COLORS.brand500}"/>
    <path d="${LOGO_MARK.path}" fill="none" stroke="${COLORS.ink950}" stroke-width="${LOGO_MARK.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;

const textImage = async (language: Language, markup: string, size: number, width: number) =>
  sharp({
    text: {
      text: markup,
      font: `${boldFaceOf(language).family} Bold ${size}`,
      fontfile: await trueTypeFont(language),
      width,
      align: directionOf(language) === "rtl" ? "right" : "left",
      rgba: true,
      dpi: 72,
      spacing: Math.round(size * 0.25),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });

/** Writes public/share/<language>.png; returns the file path. */
export const writeShareImage = async (
  publicDir: string,
  language: Language,
  { brandName, title }: { brandName: string; title: string },
) => {
  const rtl = directionOf(language) === "rtl";
  const brand = await textImage(
    language,
    `<span foreground="#ffffff">${escapeMarkup(brandName)}</span>`,
    40,
    TEXT_WIDTH - 100,
  );
  const headline = await textImage(
    language,
    `<span foreground="#ffffff">${escapeMarkup(title)}</span>`,
    rtl ? 68 : 72,
    TEXT_WIDTH,
  );
  const place = (width: number) => (rtl ? SHARE_IMAGE.width - MARGIN - width : MARGIN);
  const brandLeft = rtl ? SHARE_IMAGE.width - MARGIN - 72 - 24 - brand.info.width : MARGIN + 72 + 24;
  const file = path.join(publicDir, shareImagePath(language));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(background(rtl)))
    .composite([
      { input: brand.data, left: brandLeft, top: 84 + Math.round((72 - brand.info.height) / 2) },
      { input: headline.data, left: place(headline.info.width), top: SHARE_IMAGE.height - 96 - headline.info.height },
    ])
    .png({ compressionLevel: 9 })
    .toFile(file);
  return file;
};
