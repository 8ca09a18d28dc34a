/**
 * Legal citations such as "(§ 5 DDG)", "Art. 6(1)(f) GDPR" or "المادة 28 من اللائحة" are
 * bound with no-break spaces when a legal page is built, so a line never breaks inside one.
 * In right-to-left text the two halves of a broken citation would land at opposite ends of
 * two lines. Editors keep typing ordinary spaces.
 */

export const NO_BREAK_SPACE = "\u00a0";

/** The markers a number follows: §, Art., Abs., Nr. (and the English No., S. for Satz). */
const MARKER = String.raw`(?<![\p{L}\p{N}])(?:§§?|Art\.|Abs\.|Nr\.|No\.|S\.)`;

/** The Arabic words for article, paragraph and item, with the prefixes they take (والمادة، للمادة، بالمادة). */
const ARABIC_MARKER = String.raw`(?<![\p{L}\p{M}])[وف]?(?:ال|لل|بال)?(?:مادة|مادتين|فقرة|فقرتين|بند|بندين)`;

/** A cited number with its sub-divisions: 5, 6(1)(f), 46(2)(c), 25a, 6(1)(و). */
const NUMBER = String.raw`\d+[a-z]?(?:\((?:\d+|[a-z]|[\u0621-\u064a]{1,2})\))*`;

/** A law's abbreviation: DDG, GDPR, TDDDG, MStV, UStG, BGB. */
const LAW = String.raw`[A-Z][A-Za-z]*[A-Z](?![\p{L}\p{N}])`;

const rules: [RegExp, string][] = [
  // § 5, Art. 6(1)(f), Abs. 2, Nr. 2, المادة 28
  [new RegExp(`(${MARKER}|${ARABIC_MARKER}) (?=\\d)`, "gu"), `$1${NO_BREAK_SPACE}`],
  // 18 (2): a paragraph in brackets after its section
  [new RegExp(`(\\d) (?=\\(\\d)`, "gu"), `$1${NO_BREAK_SPACE}`],
  // 5 DDG, 6(1)(f) GDPR, (2) MStV, and 25 Abs., 2 Nr. inside one citation
  [
    new RegExp(
      `(${MARKER}${NO_BREAK_SPACE}${NUMBER}(?:${NO_BREAK_SPACE}\\(\\d+\\))?) (?=${LAW}|Abs\\.|Nr\\.|No\\.|S\\.)`,
      "gu",
    ),
    `$1${NO_BREAK_SPACE}`,
  ],
];

/** The text with every citation held together by no-break spaces. */
export const bindCitations = (text: string): string => {
  let bound = text;
  // A citation can chain ("§ 25 Abs. 2 Nr. 2 TDDDG"): apply until nothing changes.
  for (let before = ""; before !== bound;) {
    before = bound;
    for (const [pattern, replacement] of rules) bound = bound.replace(pattern, replacement);
  }
  return bound;
};

/** bindCitations for a text or each text of a list. */
export const bindCitationsIn = <T extends string | readonly string[] | null | undefined>(value: T): T => {
  if (value == null) return value;
  return (typeof value === "string" ? bindCitations(value) : value.map(bindCitations)) as T;
};
