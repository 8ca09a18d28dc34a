/**
 * @jest-environment node
 */
import vm from "vm";
import { PAGE_ADDRESS_SCRIPT, UNREADABLE_ADDRESS } from "../../src/build/pageAddressScript";

/** Runs the head script at an address; returns the address it leaves in the history, if it changed one. */
const run = (pathname: string, search = "", hash = "") => {
  let replaced: string | undefined;
  const marks: string[] = [];
  const window = {
    location: { pathname, search, hash },
    document: { documentElement: { setAttribute: (name: string) => marks.push(name) } },
    history: {
      state: { key: "initial" },
      replaceState: (_state: unknown, _title: string, url: string) => (replaced = url),
    },
  };
  vm.runInNewContext(PAGE_ADDRESS_SCRIPT, { window, decodeURIComponent });
  return { replaced, marks };
};
const addressAfter = (pathname: string, search = "", hash = "") => run(pathname, search, hash).replaced;

test.each([
  ["/index.html", "", "", "/"],
  ["/index.html", "?utm=1", "", "/?utm=1"],
  ["/ar/index.html", "", "#faq", "/ar/#faq"],
  ["/privacy-policy/index.html", "?a=b", "#controller", "/privacy-policy/?a=b#controller"],
])("%s%s%s becomes the page's own address", (pathname, search, hash, address) => {
  expect(addressAfter(pathname, search, hash)).toBe(address);
});

test.each(["/%E0", "/ar/%E0%A4%A", "/ar/100%25"])(
  "%s, an address the router cannot decode, stays as typed and marks the page to stay static",
  (pathname) => {
    expect(run(pathname)).toEqual({ replaced: undefined, marks: [UNREADABLE_ADDRESS] });
  },
);

test.each(["/", "/ar/", "/privacy-policy/", "/index.html/x/", "/not-index.html", "/ar/%D8%A7/"])(
  "%s is left as it is",
  (pathname) => {
    expect(addressAfter(pathname)).toBeUndefined();
  },
);

test("can stand in an HTML script element as it is", () => {
  expect(PAGE_ADDRESS_SCRIPT).not.toContain("<");
});
