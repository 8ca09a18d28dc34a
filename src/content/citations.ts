/**
 * Legal citations such as "(§ 5 DDG)", "Art. 6(1)(f) GDPR", "المادة 28 من اللائحة" or "البند (ب)", and
 * phone numbers in international form, are bound when a legal page is built, so a line never
 * breaks inside one: no-break spaces for the spaces, and a word joiner between two brackets
 * ("6(1)(f)"), where Unicode's line breaking would otherwise allow a break. In right-to-left
 * text the two halves of a broken citation or number would land at opposite ends of two
 * lines ("+49" at the end of one, "203 7391 4580" at the start of the next). Short names of
 * two words are held together the same way: the register court ("Amtsgericht Duisburg"), the
 * browser's storage ("Local Storage", "Session Storage") and the authority ("LDI NRW"); long
 * names (EU-U.S. Data Privacy Framework) may wrap. Editors keep typing ordinary text.
 */

export const NO_BREAK_SPACE = "\u00a0";
/** U+2060: no width, no break on either side; find-in-page and copying ignore it. */
export const WORD_JOINER = "\u2060";

/** The markers a number follows: §, Art., Abs., Nr. (and the English No., S. for Satz). */
const MARKER = String.raw`(?<![\p{L}\p{N}])(?:§§?|Art\.|Abs\.|Nr\.|No\.|S\.)`;

/** The Arabic words for article, paragraph and item, with the prefixes they take (والمادة، للمادة، بالمادة). */
const ARABIC_MARKER = String.raw`(?<![\p{L}\p{M}])[وف]?(?:ال|لل|بال)?(?:مادة|مادتين|فقرة|فقرتين|بند|بندين)`;

/** A sub-division's letter: f, c, و, هـ. */
const LETTER = String.raw`[a-z]|[\u0621-\u064a]{1,2}`;

/** A cited number with its sub-divisions: 5, 6(1)(f), 46(2)(c), 25a, 6(1)(و) (joined or not yet). */
const NUMBER = String.raw`\d+[a-z]?(?:\u2060?\((?:\d+|${LETTER})\))*`;

/** A law's abbreviation: DDG, GDPR, TDDDG, MStV, UStG, BGB. */
const LAW = String.raw`[A-Z][A-Za-z]*[A-Z](?![\p{L}\p{N}])`;

/** After `bound`, the citation's part before the space: that space becomes a no-break space. */
const bindSpaceAfter = (_: string, bound: string) => bound + NO_BREAK_SPACE;

/** An item cited by its letter alone, in brackets: (ب), (هـ), (b). */
const ITEM = String.raw`\((?:${LETTER})\)`;

const rules: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // § 5, Art. 6(1)(f), Abs. 2, Nr. 2, المادة 28
  [new RegExp(`(${MARKER}|${ARABIC_MARKER}) (?=\\d)`, "gu"), bindSpaceAfter],
  // فالبند (ب), البند (b): an Arabic item named by its letter
  [new RegExp(`(${ARABIC_MARKER}) (?=${ITEM})`, "gu"), bindSpaceAfter],
  // 18 (2): a paragraph in brackets after its section
  [new RegExp(`(\\d) (?=\\(\\d)`, "gu"), bindSpaceAfter],
  // 5 DDG, 6(1)(f) GDPR, (2) MStV, and 25 Abs., 2 Nr. inside one citation
  [
    new RegExp(
      `(${MARKER}${NO_BREAK_SPACE}${NUMBER}(?:${NO_BREAK_SPACE}\\(\\d+\\))?) (?=${LAW}|Abs\\.|Nr\\.|No\\.|S\\.)`,
      "gu",
    ),
    bindSpaceAfter,
  ],
  // +49 203 7391 4580: a phone number in international form
  [/\+\d{1,3}(?: \d+)+/gu, (phone) => phone.replaceAll(" ", NO_BREAK_SPACE)],
  // Amtsgericht Duisburg, Local Storage, Session Storage, LDI NRW
  [/(?<![\p{L}\p{N}])(Amtsgericht|Local|Session|LDI) (?=\p{Lu}\p{Ll}+(?![\p{L}\p{N}])|Storage|NRW)/gu, bindSpaceAfter],
  // 6(1)(f): no break between the brackets of a cited number
  [
    new RegExp(`(?:${MARKER}|${ARABIC_MARKER})${NO_BREAK_SPACE}${NUMBER}`, "gu"),
    (citation) => citation.replaceAll(")(", `)${WORD_JOINER}(`),
  ],
];

/** The text with every citation and phone number held together by no-break spaces and word joiners. */
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
