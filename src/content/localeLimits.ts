/**
 * How long an interface text (locales/<language>/<file>.json) may be, in either language: a line
 * (a button, a heading, a label) or, for the texts named here, a paragraph. The page is laid out
 * for them: a 318-character button label covered the page on a phone. The rules refuse a longer
 * text (validateLocales.ts) and the editor states the limit on each field (src/editor/cmsConfig.ts).
 * A new paragraph of the interface is named here.
 */
export const LINE_LENGTH = 80;
export const PARAGRAPH_LENGTH = 400;

const PARAGRAPHS: Record<string, string[]> = {
  about: ["text"],
  cookies: [
    "intro",
    "storedText",
    "nothingStored",
    "unavailable",
    "bookingText",
    "clearFailed",
    ...["language", "scrollPosition", "reloadMarker", "contentEditor", "unknown"].flatMap((entry) => [
      `entries.${entry}.purpose`,
      `entries.${entry}.duration`,
    ]),
  ],
  faq: ["intro"],
  footer: ["description"],
  hero: ["intro"],
  mission: ["description"],
  notFound: ["description"],
  process: ["intro"],
  services: ["intro"],
  tools: ["intro"],
};

/** Whether a text of an interface file ("common", "button.label") is a paragraph. */
export const isParagraph = (file: string, key: string) => PARAGRAPHS[file]?.includes(key) ?? false;

/** The longest a text of an interface file may be, in characters. */
export const longestText = (file: string, key: string) => (isParagraph(file, key) ? PARAGRAPH_LENGTH : LINE_LENGTH);
