import { isNotFoundPath, switchPath } from "../../src/i18n/paths";

test.each(["/404/", "/404", "/404.html"])("%s is the not-found page", (path) => {
  expect(isNotFoundPath(path)).toBe(true);
});

test.each(["/", "/privacy-policy/", "/404-errors/", "/ar/404/"])("%s is not", (path) => {
  expect(isNotFoundPath(path)).toBe(false);
});

test("a page's language links lead to its twin, whatever the address bar says", () => {
  expect(switchPath("/privacy-policy/", null, "ar")).toBe("/ar/privacy-policy/");
  expect(switchPath("/privacy-policy/", "/ar/privacy-policy/", "en")).toBe("/privacy-policy/");
  expect(switchPath("/", "/", "ar")).toBe("/ar/");
});

test("on the not-found page they keep the address asked for, once the browser knows it", () => {
  expect(switchPath("/404/", "/nope", "ar")).toBe("/ar/nope");
  expect(switchPath("/404/", "/ar/nope/deeper/", "en")).toBe("/nope/deeper/");
  expect(switchPath("/404.html", "/ar/nope", "ar")).toBe("/ar/nope");
  // Rendered on the server: the page's own path.
  expect(switchPath("/404/", null, "ar")).toBe("/ar/404/");
});
