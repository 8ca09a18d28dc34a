/**
 * @jest-environment node
 */
import vm from "vm";
import { PAGE_ADDRESS_SCRIPT } from "../../src/build/pageAddressScript";

/** Runs the head script at an address; returns the address it leaves in the history, if it changed one. */
const addressAfter = (pathname: string, search = "", hash = "", lang = "en") => {
  let replaced: string | undefined;
  const window = {
    location: { pathname, search, hash },
    document: { documentElement: { lang } },
    history: {
      state: { key: "initial" },
      replaceState: (_state: unknown, _title: string, url: string) => (replaced = url),
    },
  };
  vm.runInNewContext(PAGE_ADDRESS_SCRIPT, { window, decodeURIComponent });
  return replaced;
};

test.each([
  ["/index.html", "", "", "/"],
  ["/index.html", "?utm=1", "", "/?utm=1"],
  ["/ar/index.html", "", "#faq", "/ar/#faq"],
  ["/privacy-policy/index.html", "?a=b", "#controller", "/privacy-policy/?a=b#controller"],
])("%s%s%s becomes the page's own address", (pathname, search, hash, address) => {
  expect(addressAfter(pathname, search, hash)).toBe(address);
});

test.each([
  ["/%E0", "en", "/404/"],
  ["/ar/%E0%A4%A", "ar", "/ar/404/"],
  ["/ar/100%25", "ar", "/ar/404/"],
])("%s, an address the router cannot decode, becomes the %s not-found page's own: %s", (pathname, lang, address) => {
  expect(addressAfter(pathname, "", "", lang)).toBe(address);
});

test.each(["/", "/ar/", "/privacy-policy/", "/index.html/x/", "/not-index.html", "/ar/%D8%A7/"])(
  "%s is left as it is",
  (pathname) => {
    expect(addressAfter(pathname)).toBeUndefined();
  },
);

test("can stand in an HTML script element as it is", () => {
  expect(PAGE_ADDRESS_SCRIPT).not.toContain("<");
});
