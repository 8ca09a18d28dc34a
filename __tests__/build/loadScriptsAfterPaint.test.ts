/**
 * @jest-environment node
 */
// Gatsby's bundle tags are replaced by one inline loader that adds them once the first frame
// has been shown, after a time limit, or at the first input, whichever comes first.
import { HYDRATION_TIME_LIMIT_MS, loadScriptsAfterFirstPaint } from "../../src/build/loadScriptsAfterPaint";
import { UNREADABLE_ADDRESS } from "../../src/build/pageAddressScript";

const page = `<html><head></head><body><div id="___gatsby">text</div><script>window.pagePath="/";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>`;
const BUNDLES = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];

/** Runs the loader in a stand-in browser and returns what it added, step by step. */
const runLoader = (supportsPaintEntries: boolean, attributes: string[] = []) => {
  const [loader] = loadScriptsAfterFirstPaint(page).match(/<script>\(function\(\)\{.*?<\/script>/g)!;
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const listeners: { type: string; callback: () => void }[] = [];
  const observers: {
    callback: (list: unknown, observer: { disconnect(): void }) => void;
    options: unknown;
    disconnected: boolean;
  }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = supportsPaintEntries ? ["paint", "resource"] : ["resource"];
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.entry = { callback, options: undefined, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
  }
  const document = {
    body: { appendChild: (script: { src: string }) => added.push(script.src) },
    createElement: () => ({ src: "" }),
    documentElement: { hasAttribute: (name: string) => attributes.includes(name) },
  };
  const addEventListener = (type: string, callback: () => void) => listeners.push({ type, callback });
  new Function(
    "window",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "clearTimeout",
    "document",
    loader.replace(/<\/?script>/g, ""),
  )(
    { PerformanceObserver, addEventListener },
    PerformanceObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => timers.push({ callback, delay }) - 1,
    (id: number) => timers[id] && (timers[id].callback = () => {}),
    document,
  );
  // The browser reports paints in order: "first-paint" (possibly the background alone), then "first-contentful-paint".
  const paint = (name = "first-contentful-paint") =>
    observers.forEach((o) =>
      o.callback(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => (o.disconnected = true) },
      ),
    );
  const runFrames = () => frames.splice(0).forEach((frame) => frame());
  // Timers due now (setTimeout(..., 0)); the time limit runs only when asked for.
  const runTimers = () =>
    timers.filter((timer) => timer.delay === 0).forEach((timer) => ((timer.delay = -1), timer.callback()));
  const runTimeLimit = () =>
    timers
      .filter((timer) => timer.delay === HYDRATION_TIME_LIMIT_MS)
      .forEach((timer) => ((timer.delay = -1), timer.callback()));
  const input = (type: string) => listeners.filter((l) => l.type === type).forEach((l) => l.callback());
  return { added, observers, paint, runFrames, runTimers, runTimeLimit, input };
};

test("no bundle is referenced by a tag the preload scanner could find", () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toContain('<script>window.pagePath="/";</script>');
});

test("the bundles are added, in order, only after the first frame with content has been shown", () => {
  const browser = runLoader(true);
  expect(browser.observers).toHaveLength(1);
  expect(browser.observers[0].options).toEqual({ type: "paint", buffered: true });
  browser.runFrames();
  browser.runTimers();
  expect(browser.added).toEqual([]);
  browser.paint("first-paint");
  browser.runTimers();
  expect(browser.added).toEqual([]);
  expect(browser.observers[0].disconnected).toBe(false);
  browser.paint();
  expect(browser.observers[0].disconnected).toBe(true);
  browser.runTimers();
  expect(browser.added).toEqual(BUNDLES);
  browser.paint();
  browser.runTimers();
  expect(browser.added).toEqual(BUNDLES);
});

test("without paint entries, the bundles are added after the first animation frame", () => {
  const browser = runLoader(false);
  expect(browser.observers).toHaveLength(0);
  browser.runTimers();
  expect(browser.added).toEqual([]);
  browser.runFrames();
  browser.runTimers();
  expect(browser.added).toEqual(BUNDLES);
});

test("a browser that reports paint entries but never the first contentful paint still hydrates the page, after the time limit", () => {
  const browser = runLoader(true);
  browser.paint("first-paint");
  browser.runFrames();
  browser.runTimers();
  expect(browser.added).toEqual([]);
  browser.runTimeLimit();
  expect(browser.added).toEqual(BUNDLES);
});

test.each(["pointerdown", "touchstart", "keydown"])("a first %s starts the bundles at once", (type) => {
  const browser = runLoader(true);
  browser.input(type);
  expect(browser.added).toEqual(BUNDLES);
  browser.paint();
  browser.runTimers();
  browser.runTimeLimit();
  browser.input(type);
  expect(browser.added).toEqual(BUNDLES);
});

test("the bundles are added once, by the first of the first contentful paint and the time limit", () => {
  const browser = runLoader(true);
  browser.paint();
  browser.runTimers();
  browser.runTimeLimit();
  expect(browser.added).toEqual(BUNDLES);
});

test("a page at an address the router cannot read stays static: no bundle, whatever comes", () => {
  const browser = runLoader(true, [UNREADABLE_ADDRESS]);
  browser.paint();
  browser.runTimers();
  browser.runTimeLimit();
  browser.input("pointerdown");
  expect(browser.added).toEqual([]);
});

test("a page without bundles is left as it is", () => {
  expect(loadScriptsAfterFirstPaint("<html><body>x</body></html>")).toBe("<html><body>x</body></html>");
});
