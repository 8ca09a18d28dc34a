import { linkedPagePaths, loadLinkedPagesWhenIdle } from "../../src/browser/loadLinkedPages";

// jsdom's page is http://localhost/ (the English landing page here): links resolve against it.
const PAGE_LINKS = `
  <a href="/">logo</a>
  <a href="/#process">Process</a>
  <a href="/privacy-policy/">Privacy Policy</a>
  <a href="/privacy-policy/#cookies">Cookies</a>
  <a href="/terms-of-service/" hreflang="en">Terms of Service</a>
  <a href="http://localhost/legal-notice/">Legal Notice</a>
  <a href="/ar/" hreflang="ar" lang="ar">العربية</a>
  <a href="https://calendly.com/ferrolink/call">Book a call</a>
  <a href="mailto:hello@example.com">hello@example.com</a>
  <a>no address</a>
`;

const linksIn = (html: string) => {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
};

describe("linkedPagePaths", () => {
  test("the site's other pages the page links to, once each and in the page's order", () => {
    expect(linkedPagePaths(linksIn(PAGE_LINKS), window.location, "en")).toEqual([
      "/privacy-policy/",
      "/terms-of-service/",
      "/legal-notice/",
    ]);
  });

  test("not the page itself (with or without a fragment), another site, an e-mail address or another language's page", () => {
    const paths = linkedPagePaths(linksIn(PAGE_LINKS), window.location, "en");
    for (const left of ["/", "/ar/", "/call", "hello@example.com"]) expect(paths).not.toContain(left);
  });

  test("on a page of the other language, that language's links count and the switcher's link back does not", () => {
    const arabicPage = linksIn(`
      <a href="/ar/privacy-policy/">سياسة الخصوصية</a>
      <a href="/" hreflang="en" lang="en">English</a>
      <a href="/ar/terms-of-service/" hreflang="ar">شروط الخدمة</a>
    `);
    expect(linkedPagePaths(arabicPage, window.location, "ar")).toEqual([
      "/ar/privacy-policy/",
      "/ar/terms-of-service/",
    ]);
  });
});

describe("loadLinkedPagesWhenIdle", () => {
  const withLoader = window as unknown as { ___loader?: { hovering: (path: string) => void } };
  let idle: (() => void)[];

  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    document.documentElement.lang = "en";
    document.body.innerHTML = PAGE_LINKS;
  });
  afterEach(() => {
    delete withLoader.___loader;
    document.body.innerHTML = "";
  });

  test("once the page is idle, every page of its language that it links to is loaded through Gatsby's loader", () => {
    const hovering = jest.fn();
    withLoader.___loader = { hovering };
    loadLinkedPagesWhenIdle();
    expect(hovering).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(hovering.mock.calls).toEqual([["/privacy-policy/"], ["/terms-of-service/"], ["/legal-notice/"]]);
  });

  test("Gatsby's loader is looked up once the page is idle: one that arrived after the call is used", () => {
    loadLinkedPagesWhenIdle();
    const hovering = jest.fn();
    withLoader.___loader = { hovering };
    idle.forEach((callback) => callback());
    expect(hovering.mock.calls).toEqual([["/privacy-policy/"], ["/terms-of-service/"], ["/legal-notice/"]]);
  });

  test("a browser without idle callbacks (Safari) loads them after a timer", () => {
    jest.useFakeTimers();
    const withoutIdle = window as unknown as { requestIdleCallback?: unknown };
    delete withoutIdle.requestIdleCallback;
    const hovering = jest.fn();
    withLoader.___loader = { hovering };
    loadLinkedPagesWhenIdle();
    expect(hovering).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(hovering).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });
});
