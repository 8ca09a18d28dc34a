import vm from "vm";
import {
  LANGUAGE_REDIRECT_SCRIPT,
  STORAGE_KEY,
  forgetLanguagePreference,
  readStoredLanguage,
  saveLanguagePreference,
} from "../../src/i18n/preference";
import { languageOfPath, pathInLanguage } from "../../src/i18n/paths";

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe("stored preference", () => {
  test("nothing stored reads as nothing", () => {
    expect(readStoredLanguage()).toEqual({ available: true, value: null });
  });

  test("the switcher saves under the key 'language', and Cookie Settings forgets it", () => {
    saveLanguagePreference("ar");
    expect(window.localStorage.getItem("language")).toBe("ar");
    expect(STORAGE_KEY).toBe("language");
    expect(readStoredLanguage()).toEqual({ available: true, value: "ar" });
    forgetLanguagePreference();
    expect(readStoredLanguage()).toEqual({ available: true, value: null });
  });

  test("unreadable storage is reported as unavailable, and failing writes do not throw", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readStoredLanguage()).toEqual({ available: false });
    expect(() => saveLanguagePreference("ar")).not.toThrow();
  });
});

describe("paths", () => {
  test.each([
    ["/", "en"],
    ["/privacy-policy/", "en"],
    ["/ar/", "ar"],
    ["/ar", "ar"],
    ["/ar/terms-of-service/", "ar"],
    ["/arabic-news/", "en"],
  ])("%s is %s", (pathname, language) => {
    expect(languageOfPath(pathname)).toBe(language);
  });

  test.each([
    ["/", "ar", "/ar/"],
    ["/privacy-policy/", "ar", "/ar/privacy-policy/"],
    ["/ar/privacy-policy/", "en", "/privacy-policy/"],
    ["/ar/", "en", "/"],
    ["/ar/", "ar", "/ar/"],
    ["/terms-of-service/", "en", "/terms-of-service/"],
  ])("the %s page in %s is %s", (pathname, language, expected) => {
    expect(pathInLanguage(pathname, language as "en" | "ar")).toBe(expected);
  });
});

describe("the redirect script in <head>", () => {
  interface Arrival {
    search?: string;
    hash?: string;
    /** The navigation's type (Navigation Timing 2); none for a browser without it. */
    type?: "navigate" | "reload" | "back_forward" | "prerender";
    /** The older API's number, for a browser with only performance.navigation. */
    legacyType?: number;
    referrer?: string;
  }

  /** Runs the inline script against a fake window; returns where it sent the visitor. */
  const run = (pathname: string, stored: string | null | (() => never), arrival: Arrival = {}) => {
    const replace = jest.fn();
    const { search = "", hash = "", type, legacyType, referrer = "" } = arrival;
    const window = {
      localStorage: {
        getItem: (key: string) => (typeof stored === "function" ? stored() : key === "language" ? stored : null),
      },
      location: { protocol: "https:", host: "www.example.com", pathname, search, hash, replace },
      document: { referrer, addEventListener: () => undefined },
      performance: {
        ...(type && { getEntriesByType: (kind: string) => (kind === "navigation" ? [{ type }] : []) }),
        ...(legacyType !== undefined && { navigation: { type: legacyType } }),
      },
    };
    vm.runInNewContext(LANGUAGE_REDIRECT_SCRIPT, { window });
    return replace.mock.calls.map(([target]) => target);
  };

  test("sends a visitor arriving from outside to the page's twin in the stored language, both ways", () => {
    expect(run("/", "ar")).toEqual(["/ar/"]);
    expect(run("/privacy-policy/", "ar", { search: "?ref=x", hash: "#rights", type: "navigate" })).toEqual([
      "/ar/privacy-policy/?ref=x#rights",
    ]);
    expect(run("/ar/", "en", { type: "navigate" })).toEqual(["/"]);
    expect(run("/ar", "en", { type: "navigate" })).toEqual(["/"]);
    expect(run("/ar/terms-of-service/", "en", { hash: "#liability", referrer: "https://elsewhere.example/" })).toEqual([
      "/terms-of-service/#liability",
    ]);
    // Another site whose address begins like this one's is still another site.
    expect(run("/", "ar", { referrer: "https://www.example.com.evil.example/" })).toEqual(["/ar/"]);
    expect(run("/nope", "ar", { legacyType: 0 })).toEqual(["/ar/nope"]);
  });

  test("never on Back, Forward, a restored tab or a reload", () => {
    for (const type of ["back_forward", "reload", "prerender"] as const) {
      expect(run("/", "ar", { type })).toEqual([]);
      expect(run("/ar/", "en", { type })).toEqual([]);
    }
    expect(run("/", "ar", { legacyType: 2 })).toEqual([]);
    expect(run("/", "ar", { legacyType: 1 })).toEqual([]);
  });

  test("never after a link within the site", () => {
    expect(run("/", "ar", { type: "navigate", referrer: "https://www.example.com/ar/" })).toEqual([]);
    expect(run("/ar/privacy-policy/", "en", { referrer: "https://www.example.com/terms-of-service/" })).toEqual([]);
  });

  test("leaves pages of the stored language, garbage and broken storage alone", () => {
    expect(run("/ar/", "ar")).toEqual([]);
    expect(run("/ar/privacy-policy/", "ar")).toEqual([]);
    expect(run("/", "en")).toEqual([]);
    expect(run("/", null)).toEqual([]);
    expect(run("/ar/", null)).toEqual([]);
    expect(run("/", "arabic")).toEqual([]);
    expect(run("/arabic-news/", "en")).toEqual([]);
    expect(
      run("/", () => {
        throw new Error("SecurityError");
      }),
    ).toEqual([]);
  });

  test("reads storage only on an arrival from outside", () => {
    const getItem = jest.fn(() => "ar");
    const window = {
      localStorage: { getItem },
      location: {
        protocol: "https:",
        host: "www.example.com",
        pathname: "/",
        search: "",
        hash: "",
        replace: jest.fn(),
      },
      document: { referrer: "https://www.example.com/", addEventListener: () => undefined },
      performance: { getEntriesByType: () => [{ type: "navigate" }] },
    };
    vm.runInNewContext(LANGUAGE_REDIRECT_SCRIPT, { window });
    expect(getItem).not.toHaveBeenCalled();
  });

  test("stays valid inside an HTML <script> (no '<')", () => {
    expect(LANGUAGE_REDIRECT_SCRIPT).not.toContain("<");
  });
});

describe("the same script saves a language chosen before React has hydrated", () => {
  const link = (hreflang: string, marked = true) => {
    const a = document.createElement("a");
    a.setAttribute("hreflang", hreflang);
    if (marked) a.setAttribute("data-language-switch", "");
    a.href = "#";
    a.innerHTML = "<span>label</span>";
    document.body.append(a);
    return a;
  };

  beforeAll(() => {
    // As in <head>: the real document, before any bundle.
    new Function(LANGUAGE_REDIRECT_SCRIPT)();
  });
  beforeEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = "";
  });

  test("a click on a switcher link (or on its label inside) saves its language", () => {
    link("en").click();
    expect(window.localStorage.getItem("language")).toBe("en");
    (link("ar").querySelector("span") as HTMLElement).click();
    expect(window.localStorage.getItem("language")).toBe("ar");
  });

  test("only the site's languages, only from switcher links", () => {
    link("klingon").click();
    link("en", false).click();
    expect(window.localStorage.getItem("language")).toBeNull();
  });

  test("saves before the page's own handlers run, even when they stop the event", () => {
    const a = link("ar");
    a.addEventListener("click", (event) => event.stopPropagation());
    a.click();
    expect(window.localStorage.getItem("language")).toBe("ar");
  });
});
