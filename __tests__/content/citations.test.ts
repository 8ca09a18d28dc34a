/**
 * @jest-environment node
 */
// A legal page holds each citation together: a line may break before or after it, never inside.
import { NO_BREAK_SPACE, WORD_JOINER, bindCitations, bindCitationsIn } from "../../src/content/citations";
import { isolateLatin } from "../../src/ui/BidiText";

/** The text as a reader would describe it: "␣" for a space and "‿" between two characters where the line cannot break. */
const shown = (text: string) => bindCitations(text).replaceAll(NO_BREAK_SPACE, "␣").replaceAll(WORD_JOINER, "‿");

test.each([
  ["(§ 5 DDG)", "(§␣5␣DDG)"],
  ["(§ 36 VSBG)", "(§␣36␣VSBG)"],
  ["Art. 6(1)(f) GDPR", "Art.␣6(1)‿(f)␣GDPR"],
  ["(Art. 46(2)(c) GDPR)", "(Art.␣46(2)‿(c)␣GDPR)"],
  ["§ 18 (2) MStV", "§␣18␣(2)␣MStV"],
  ["(§ 25 Abs. 2 Nr. 2 TDDDG)", "(§␣25␣Abs.␣2␣Nr.␣2␣TDDDG)"],
  ["under § 25(2) No. 2 of the Act", "under §␣25(2)␣No.␣2 of the Act"],
  ["§§ 312 BGB", "§§␣312␣BGB"],
])("Latin script: %s is one unbreakable citation", (text, expected) => {
  expect(shown(text)).toBe(expected);
});

test.each([
  ["المادة 6(1)(و) من اللائحة (Art. 6(1)(f) GDPR)", "المادة␣6(1)‿(و) من اللائحة (Art.␣6(1)‿(f)␣GDPR)"],
  ["وفقًا للمادة 28 من اللائحة", "وفقًا للمادة␣28 من اللائحة"],
  [
    "المادة 25، الفقرة 2، البند 2 من القانون (§ 25 Abs. 2 Nr. 2 TDDDG)",
    "المادة␣25، الفقرة␣2، البند␣2 من القانون (§␣25␣Abs.␣2␣Nr.␣2␣TDDDG)",
  ],
  ["والمادة 46(2)(ج) من اللائحة", "والمادة␣46(2)‿(ج) من اللائحة"],
  ["بموجب المادة 5 من قانون الخدمات الرقمية (§ 5 DDG)", "بموجب المادة␣5 من قانون الخدمات الرقمية (§␣5␣DDG)"],
  // An item named by its letter alone: at 390 px a line once broke between "فالبند" and "(ب)".
  ["فالبند (ب) هو البند (b) في ترقيم اللائحة، والبند (هـ)", "فالبند␣(ب) هو البند␣(b) في ترقيم اللائحة، والبند␣(هـ)"],
])("Arabic script: %s keeps each article with its number", (text, expected) => {
  expect(shown(text)).toBe(expected);
});

test("text that is no citation keeps its ordinary spaces", () => {
  for (const text of [
    "Philosophenweg 21, 47051 Duisburg, Germany",
    "HRB 34567",
    "deleted after no more than 14 days",
    "تُحذف خلال مدة أقصاها 14 يومًا",
    "Artikel 5 ist kein Art. ohne Zahl",
  ]) {
    expect(bindCitations(text)).toBe(text);
  }
});

test.each([
  ["Phone: +49 203 7391 4580", "Phone: +49␣203␣7391␣4580"],
  ["على الرقم +49 203 7391 4580.", "على الرقم +49␣203␣7391␣4580."],
  ["call +1 212 555 0100 or 12 34", "call +1␣212␣555␣0100 or 12 34"],
])("a phone number in international form is held together: %s", (text, expected) => {
  expect(shown(text)).toBe(expected);
});

test("on an Arabic page a bound phone number is one left-to-right run", () => {
  expect(isolateLatin(bindCitations("اتصل بنا على الرقم +49 203 7391 4580."))).toEqual([
    "اتصل بنا على الرقم ",
    { latin: `+49${NO_BREAK_SPACE}203${NO_BREAK_SPACE}7391${NO_BREAK_SPACE}4580` },
    ".",
  ]);
});

test("a list is bound item by item, and a missing value stays missing", () => {
  expect(bindCitationsIn(["Art. 15 GDPR", "المادة 15"])).toEqual([
    `Art.${NO_BREAK_SPACE}15${NO_BREAK_SPACE}GDPR`,
    `المادة${NO_BREAK_SPACE}15`,
  ]);
  expect(bindCitationsIn(null)).toBeNull();
});

test("on an Arabic page a bound citation is still one left-to-right run", () => {
  expect(isolateLatin(bindCitations("(§ 25 Abs. 2 Nr. 2 TDDDG)، لذلك"))).toEqual([
    "(",
    { latin: bindCitations("§ 25 Abs. 2 Nr. 2 TDDDG") },
    ")، لذلك",
  ]);
});

test("on an Arabic page a citation joined between its brackets is still one left-to-right run", () => {
  expect(isolateLatin(bindCitations("هو المادة 6(1)(و) من اللائحة (Art. 6(1)(f) GDPR)، إذ"))).toEqual([
    bindCitations("هو المادة 6(1)(و) من اللائحة ("),
    { latin: `Art.${NO_BREAK_SPACE}6(1)${WORD_JOINER}(f)${NO_BREAK_SPACE}GDPR` },
    ")، إذ",
  ]);
});

test("binding a bound text changes nothing", () => {
  const bound = bindCitations("Art. 6(1)(f) GDPR, المادة 46(2)(ج) and (§ 25 Abs. 2 Nr. 2 TDDDG)");
  expect(bindCitations(bound)).toBe(bound);
});

test("short names stay on one line: the register court, the browser's storage, the authority", () => {
  expect(shown("entered in the commercial register at Amtsgericht Duisburg under HRB 34567")).toBe(
    "entered in the commercial register at Amtsgericht␣Duisburg under HRB 34567",
  );
  expect(shown("في التخزين المحلي لمتصفحك (Local Storage) وفي ذاكرة الجلسة (Session Storage)")).toBe(
    "في التخزين المحلي لمتصفحك (Local␣Storage) وفي ذاكرة الجلسة (Session␣Storage)",
  );
  expect(shown("Nordrhein-Westfalen, LDI NRW) in Düsseldorf")).toBe("Nordrhein-Westfalen, LDI␣NRW) in Düsseldorf");
  // Only those pairs: an ordinary "local" word, or "Session" before a lower-case word, is left alone.
  expect(shown("a local storage area; Session times vary")).toBe("a local storage area; Session times vary");
});

test("on an Arabic page a bound short name is one left-to-right run", () => {
  expect(isolateLatin(bindCitations("التخزين المحلي (Local Storage)، هو"))).toEqual([
    "التخزين المحلي (",
    { latin: `Local${NO_BREAK_SPACE}Storage` },
    ")، هو",
  ]);
});
