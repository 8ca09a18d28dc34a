/**
 * @jest-environment node
 */
// Gatsby's bundle tags are replaced by one inline loader that adds them after the first paint.
import { loadScriptsAfterFirstPaint } from "../../src/build/loadScriptsAfterPaint";

const page = `<html><head></head><body><div id="___gatsby">text</div><script>window.pagePath="/";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>`;

test("no bundle is referenced by a tag the preload scanner could find", () => {
  const html = loadScriptsAfterFirstPaint(page);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toContain('<script>window.pagePath="/";</script>');
});

test("the loader adds every bundle, in order, from a timer set in an animation frame", () => {
  const html = loadScriptsAfterFirstPaint(page);
  const loaders = html.match(/<script>requestAnimationFrame\(.*?<\/script>/g)!;
  expect(loaders).toHaveLength(1);
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const body = { appendChild: (script: { src: string }) => added.push(script.src) };
  const document = { body, createElement: () => ({ src: "" }) };
  new Function("requestAnimationFrame", "setTimeout", "document", loaders[0].replace(/<\/?script>/g, ""))(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
    document,
  );
  expect(added).toEqual([]);
  frames.forEach((frame) => frame());
  expect(added).toEqual([]);
  timers.forEach((timer) => timer());
  expect(added).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
});

test("a page without bundles is left as it is", () => {
  expect(loadScriptsAfterFirstPaint("<html><body>x</body></html>")).toBe("<html><body>x</body></html>");
});
