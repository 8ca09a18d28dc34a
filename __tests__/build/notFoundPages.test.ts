import { withNotFoundMatchPath } from "../../src/build/notFoundPages";

const i18n = (language: string, routed: boolean) => ({ i18n: { language, routed } });

test("the Arabic not-found page answers every unknown path under /ar/, not /ar/ar/", () => {
  const page = { path: "ar/404/", matchPath: "/ar/ar/*", context: i18n("ar", true) };
  expect(withNotFoundMatchPath(page)).toEqual({ ...page, matchPath: "/ar/*" });
});

test("the default language's not-found page answers every other unknown path", () => {
  const page = { path: "/404/", context: i18n("en", false) };
  expect(withNotFoundMatchPath(page)).toEqual({ ...page, matchPath: "/*" });
});

test("pages that need no change are left alone, so the corrected page is not created again", () => {
  expect(withNotFoundMatchPath({ path: "/ar/404/", matchPath: "/ar/*", context: i18n("ar", true) })).toBeUndefined();
  expect(withNotFoundMatchPath({ path: "/404/", matchPath: "/*", context: i18n("en", false) })).toBeUndefined();
  expect(withNotFoundMatchPath({ path: "ar/privacy-policy/", context: i18n("ar", true) })).toBeUndefined();
  expect(withNotFoundMatchPath({ path: "/terms-of-service/", context: i18n("en", false) })).toBeUndefined();
  // Gatsby's own copy for static hosts, and a page outside the plugin.
  expect(withNotFoundMatchPath({ path: "/404.html", context: i18n("en", false) })).toBeUndefined();
  expect(withNotFoundMatchPath({ path: "/404/" })).toBeUndefined();
});
