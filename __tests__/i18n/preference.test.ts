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
  /** Runs the inline script against a fake window; returns where it sent the visitor. */
  const run = (pathname: string, stored: string | null | (() => never), search = "", hash = "") => {
    const replace = jest.fn();
    const window = {
      localStorage: {
        getItem: (key: string) => (typeof stored === "function" ? stored() : key === "language" ? stored : null),
      },
      location: { pathname, search, hash, replace },
    };
    vm.runInNewContext(LANGUAGE_REDIRECT_SCRIPT, { window });
    return replace.mock.calls.map(([target]) => target);
  };

  test("sends a stored Arabic preference from an English URL to its Arabic twin", () => {
    expect(run("/", "ar")).toEqual(["/ar/"]);
    expect(run("/privacy-policy/", "ar", "?ref=x", "#rights")).toEqual(["/ar/privacy-policy/?ref=x#rights"]);
  });

  test("leaves Arabic URLs, English preferences, garbage and broken storage alone", () => {
    expect(run("/ar/", "ar")).toEqual([]);
    expect(run("/ar/privacy-policy/", "ar")).toEqual([]);
    expect(run("/", "en")).toEqual([]);
    expect(run("/", null)).toEqual([]);
    expect(run("/", "arabic")).toEqual([]);
    expect(
      run("/", () => {
        throw new Error("SecurityError");
      }),
    ).toEqual([]);
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
