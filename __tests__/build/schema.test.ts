import { resolveLocalized } from "../../src/build/schema/localized";

const faq = { question: { en: "How long does a project take?", ar: "كم يستغرق المشروع؟" }, rating: undefined };

test("@localized gives the text of the language asked for", () => {
  expect(resolveLocalized(faq, "question", "ar")).toBe("كم يستغرق المشروع؟");
  expect(resolveLocalized(faq, "question", "en")).toBe("How long does a project take?");
});

test("@localized gives null for a field the item does not have (an optional one)", () => {
  expect(resolveLocalized(faq, "items", "en")).toBeNull();
});

test("@localized refuses a language the site does not have", () => {
  expect(() => resolveLocalized(faq, "question", "de")).toThrow('Unknown language "de" (expected en or ar)');
});
