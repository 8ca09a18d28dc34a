import { isLocalized, localizedPages } from "../../src/build/pages";

const component = "/site/src/templates/LegalPage.tsx";

test("a page exists once per language: the default language unprefixed, Arabic under /ar", () => {
  const pages = localizedPages({ path: "/privacy-policy/", component, context: { slug: "privacy-policy" } });
  expect(pages).toEqual([
    { path: "/privacy-policy/", component, context: { slug: "privacy-policy", language: "en", originalPath: "/privacy-policy/" } },
    { path: "/ar/privacy-policy/", component, context: { slug: "privacy-policy", language: "ar", originalPath: "/privacy-policy/" } },
  ]);
  expect(pages.every(isLocalized)).toBe(true);
});

test("the landing page is / and /ar/", () => {
  expect(localizedPages({ path: "/", component }).map((page) => page.path)).toEqual(["/", "/ar/"]);
});

test("the Arabic not-found page answers every unknown Arabic path; the English one is Gatsby's default", () => {
  const [english, arabic] = localizedPages({ path: "/404/", component });
  expect(english.matchPath).toBeUndefined();
  expect(arabic).toMatchObject({ path: "/ar/404/", matchPath: "/ar/*", context: { language: "ar", originalPath: "/404/" } });
  const [, arabicHtml] = localizedPages({ path: "/404.html", component });
  expect(arabicHtml).toMatchObject({ path: "/ar/404.html", context: { language: "ar" } });
  expect(arabicHtml.matchPath).toBeUndefined();
});

test("a page that already has its language is left as it is", () => {
  expect(isLocalized({ context: { language: "ar" } })).toBe(true);
  expect(isLocalized({ context: {} })).toBe(false);
  expect(isLocalized({})).toBe(false);
});
