// The sections that skip layout at load are laid out after hydration, one per idle period.
import {
  LAID_OUT_ATTRIBUTE,
  layOutDeferredSections,
  layOutSectionsUpTo,
} from "../../src/layout/layOutDeferredSections";

test("lays the deferred sections out one per idle period, in page order, and nothing else", () => {
  document.body.innerHTML = `<section id="hero"></section><section id="process" class="defer-layout"></section><section id="faq" class="defer-layout"></section><footer id="footer" class="defer-layout"></footer>`;
  const idle: (() => void)[] = [];
  layOutDeferredSections(document, (callback) => idle.push(callback));
  const laidOut = () => [...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id);

  expect(laidOut()).toEqual([]);
  const steps: string[][] = [];
  while (idle.length) {
    idle.shift()!();
    steps.push(laidOut());
  }
  expect(steps).toEqual([["process"], ["process", "faq"], ["process", "faq", "footer"], ["process", "faq", "footer"]]);
});

test("a page left behind stops being laid out: the next page's sections go on alone", () => {
  document.body.innerHTML = `<section id="old-a" class="defer-layout"></section><section id="old-b" class="defer-layout"></section>`;
  const idle: (() => void)[] = [];
  const whenIdle = (callback: () => void) => idle.push(callback);
  layOutDeferredSections(document, whenIdle);
  idle.shift()!();
  const oldB = document.getElementById("old-b")!;
  // A navigation: the old page's sections leave, the new page's come.
  document.body.innerHTML = `<section id="new" class="defer-layout"></section>`;
  layOutDeferredSections(document, whenIdle);
  while (idle.length) idle.shift()!();
  expect([...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id)).toEqual(["new"]);
  expect(oldB.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
});

test("a jump to a section lays out the sections down to it, and none below", () => {
  document.body.innerHTML = `<section id="hero"></section><section id="process" class="defer-layout"><h2 id="process-heading"></h2></section><section id="mission" class="defer-layout"></section><section id="faq" class="defer-layout"></section><footer id="footer" class="defer-layout"></footer>`;
  layOutSectionsUpTo(document.getElementById("mission")!);
  expect([...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id)).toEqual([
    "process",
    "mission",
  ]);
  document
    .querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)
    .forEach((element) => element.removeAttribute(LAID_OUT_ATTRIBUTE));
  layOutSectionsUpTo(document.getElementById("process-heading")!);
  expect([...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id)).toEqual(["process"]);
});
