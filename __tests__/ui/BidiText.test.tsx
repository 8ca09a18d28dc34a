import React from "react";
import { BidiText, isolateLatin, unbrokenPieces } from "../../src/ui/BidiText";
import { renderWithSite } from "../helpers/renderWithSite";

test("isolates a legal reference with its inner parentheses, leaving the outer ones to the sentence", () => {
  expect(isolateLatin("هو المادة 6(1)(و) من اللائحة (Art. 6(1)(f) GDPR)، إذ")).toEqual([
    "هو المادة 6(1)(و) من اللائحة (",
    { latin: "Art. 6(1)(f) GDPR" },
    ")، إذ",
  ]);
});

test("isolates names, e-mail addresses and German law references", () => {
  expect(isolateLatin("راسلونا على hello@ferrolink.de أو عبر Calendly")).toEqual([
    "راسلونا على ",
    { latin: "hello@ferrolink.de" },
    " أو عبر ",
    { latin: "Calendly" },
  ]);
  expect(isolateLatin("(§ 25 Abs. 2 Nr. 2 TDDDG)")).toEqual(["(", { latin: "§ 25 Abs. 2 Nr. 2 TDDDG" }, ")"]);
});

test("keeps the full stop of a company's legal form with its name, and leaves a sentence's own full stop to the sentence", () => {
  expect(isolateLatin("يُقدَّم موقعنا عبر Netlify, Inc.، وهي خدمة")).toEqual([
    "يُقدَّم موقعنا عبر ",
    { latin: "Netlify, Inc." },
    "، وهي خدمة",
  ]);
  expect(isolateLatin("عبر Example Ltd. و Acme Co.")).toEqual([
    "عبر ",
    { latin: "Example Ltd." },
    " و ",
    { latin: "Acme Co." },
  ]);
  expect(isolateLatin("نستخدم Calendly.")).toEqual(["نستخدم ", { latin: "Calendly" }, "."]);
  expect(isolateLatin("شركة Ferrolink Digital GmbH.")).toEqual(["شركة ", { latin: "Ferrolink Digital GmbH" }, "."]);
});

test("leaves Arabic text with plain numbers alone", () => {
  expect(isolateLatin("خلال 6 إلى 8 أسابيع")).toEqual(["خلال 6 إلى 8 أسابيع"]);
});

test("wraps Latin runs in <bdi dir=ltr> on Arabic pages only", () => {
  const arabic = renderWithSite(<BidiText text="منصة PyTorch للتعلم" />, { language: "ar" }).container;
  expect(arabic.querySelector('bdi[dir="ltr"]')).toHaveTextContent("PyTorch");
  expect(arabic).toHaveTextContent("منصة PyTorch للتعلم");
  const english = renderWithSite(<BidiText text="Built with PyTorch" />, { language: "en" }).container;
  expect(english.querySelector("bdi")).toBeNull();
  expect(english).toHaveTextContent("Built with PyTorch");
});

/** The Latin runs isolateLatin finds, in order. */
const latinRuns = (text: string) =>
  isolateLatin(text).flatMap((part) => (typeof part === "string" ? [] : [part.latin]));

/** Putting the parts back together must give the text unchanged. */
const joined = (text: string) =>
  isolateLatin(text)
    .map((part) => (typeof part === "string" ? part : part.latin))
    .join("");

describe("Latin words with letters beyond A-Z stay whole", () => {
  test.each([
    ["German", "ومعاونينا في تنفيذ الالتزامات (Erfüllungsgehilfen).", ["Erfüllungsgehilfen"]],
    [
      "German with ö and a hyphen",
      "خاضعة للقانون العام (öffentlich-rechtliches Sondervermögen)، فإن",
      ["öffentlich-rechtliches Sondervermögen"],
    ],
    ["German with ß", "في شارع Große Straße 5 بمدينة", ["Große Straße 5"]],
    [
      "an authority's name with für and a comma",
      "في ولاية شمال الراين-وستفاليا (Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, LDI NRW)، ومقرّها",
      ["Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen, LDI NRW"],
    ],
    ["Polish", "شركة في Wrocław وأخرى في Łódź", ["Wrocław", "Łódź"]],
    ["French", "بالتعاون مع Société Générale وCafé Crème", ["Société Générale", "Café Crème"]],
    ["a letter with a combining accent", "مقهى Cafe\u0301 هنا", ["Cafe\u0301"]],
  ])("%s", (_what, text, runs) => {
    expect(latinRuns(text)).toEqual(runs);
    expect(joined(text)).toBe(text);
  });
});

test("isolates e-mail addresses and URLs whole, including a URL's trailing slash", () => {
  expect(latinRuns("راسلنا على hello@ferrolink.de، أو زر https://www.ferrolink.de/ar/privacy-policy/ الآن")).toEqual([
    "hello@ferrolink.de",
    "https://www.ferrolink.de/ar/privacy-policy/",
  ]);
  expect(latinRuns("من البادئة «https://» ورمز القفل")).toEqual(["https://"]);
});

test("isolates section signs and bracketed legal references with their numbers", () => {
  expect(isolateLatin("وفقًا للمادة 5 (§ 5 DDG) والمادة 18 (§ 18 Abs. 2 MStV).")).toEqual([
    "وفقًا للمادة 5 (",
    { latin: "§ 5 DDG" },
    ") والمادة 18 (",
    { latin: "§ 18 Abs. 2 MStV" },
    ").",
  ]);
  expect(latinRuns("المادة 46(2)(ج) من اللائحة (Art. 46(2)(c) GDPR)")).toEqual(["Art. 46(2)(c) GDPR"]);
});

test("a Latin run never ends inside a word, whatever the letters", () => {
  const text = "الأسماء Zürich وKraków وBesançon وÆrø وŞişli مكتوبة";
  for (const run of latinRuns(text)) {
    const at = text.indexOf(run);
    expect(text.slice(at + run.length, at + run.length + 1)).not.toMatch(/\p{L}/u);
  }
  expect(latinRuns(text)).toEqual(["Zürich", "Kraków", "Besançon", "Ærø", "Şişli"]);
});

test("isolates an international phone number, whose digit groups a right-to-left line would reverse", () => {
  expect(isolateLatin("الهاتف: +49 203 7391 4580")).toEqual(["الهاتف: ", { latin: "+49 203 7391 4580" }]);
  expect(isolateLatin("خلال 3 إلى 6 أشهر بنسبة 15%")).toEqual(["خلال 3 إلى 6 أشهر بنسبة 15%"]);
});

test("a bracket closed by the Arabic sentence ends the run; what follows is a run of its own", () => {
  expect(isolateLatin("إدارة الشركة (Geschäftsführung): Katrin Hoffmann")).toEqual([
    "إدارة الشركة (",
    { latin: "Geschäftsführung" },
    "): ",
    { latin: "Katrin Hoffmann" },
  ]);
  expect(isolateLatin("وفقًا لقانون الضريبة (§ 27a UStG): DE123456789")).toEqual([
    "وفقًا لقانون الضريبة (",
    { latin: "§ 27a UStG" },
    "): ",
    { latin: "DE123456789" },
  ]);
});

test("isolates a storage key the privacy policy names whole, with its @ signs and bars", () => {
  expect(isolateLatin("في ذاكرة الجلسة، مثل «@@scroll|/ar/privacy-policy/|initial»: يحفظ فيه")).toEqual([
    "في ذاكرة الجلسة، مثل «",
    { latin: "@@scroll|/ar/privacy-policy/|initial" },
    "»: يحفظ فيه",
  ]);
  expect(latinRuns("«gatsby-reload-compilation-hash-match» في ذاكرة الجلسة")).toEqual([
    "gatsby-reload-compilation-hash-match",
  ]);
});

describe("a storage key on an Arabic page never breaks at its hyphen", () => {
  test("a short key is one piece, kept whole", () => {
    const page = renderWithSite(<BidiText text="و«sveltia-cms.user» بعد تسجيل الدخول" />, { language: "ar" }).container;
    const key = page.querySelector('bdi[dir="ltr"]');
    expect(key).toHaveTextContent("sveltia-cms.user");
    expect(key?.querySelectorAll(".whitespace-nowrap")).toHaveLength(1);
    expect(key?.querySelector(".whitespace-nowrap")).toHaveTextContent("sveltia-cms.user");
  });

  test("the scroll key may break only after its bars", () => {
    expect(unbrokenPieces("@@scroll|/ar/privacy-policy/|initial")).toEqual([
      { piece: "@@scroll|", whole: true },
      { piece: "/ar/privacy-policy/|", whole: true },
      { piece: "initial", whole: true },
    ]);
  });

  test("the scroll key offers its line a break after each bar, which the line-breaking rules alone do not", () => {
    const page = renderWithSite(<BidiText text="مثل «@@scroll|/ar/privacy-policy/|initial»: يحفظ" />, {
      language: "ar",
    }).container;
    const key = page.querySelector('bdi[dir="ltr"]');
    expect(key?.innerHTML).toBe(
      '<span class="whitespace-nowrap">@@scroll|</span><wbr><span class="whitespace-nowrap">/ar/privacy-policy/|</span><wbr><span class="whitespace-nowrap">initial</span>',
    );
  });

  test("a key too long for a phone's column may wrap, and words with spaces wrap as text", () => {
    expect(unbrokenPieces("gatsby-reload-compilation-hash-match")).toEqual([
      { piece: "gatsby-reload-compilation-hash-match", whole: false },
    ]);
    expect(unbrokenPieces("Netlify, Inc.")).toEqual([{ piece: "Netlify, Inc.", whole: false }]);
  });
});
