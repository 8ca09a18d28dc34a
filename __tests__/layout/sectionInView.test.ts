import { sectionAt, sectionInView } from "../../src/layout/sectionInView";

const SECTIONS = [
  { id: "home", top: -1200 },
  { id: "process", top: -300 },
  { id: "tools", top: 90 },
  { id: "faq", top: 700 },
];

describe("sectionAt", () => {
  test("the last section that has started above the line", () => {
    expect(sectionAt(SECTIONS, 300, 1200)).toBe("tools");
    expect(sectionAt(SECTIONS, 80, 1200)).toBe("process");
    expect(sectionAt(SECTIONS, 90, 1200)).toBe("tools");
  });

  test("none at the page's first section when it starts at the top, nor before any section", () => {
    expect(
      sectionAt(
        [
          { id: "home", top: 0 },
          { id: "process", top: 900 },
        ],
        300,
        0,
      ),
    ).toBeUndefined();
    expect(sectionAt([{ id: "home", top: -120 }], 300, 120)).toBeUndefined();
    expect(sectionAt([{ id: "intro", top: 400 }], 300, 0)).toBeUndefined();
    expect(sectionAt([], 300, 0)).toBeUndefined();
  });

  test("a first section lower on the page is a place to keep", () => {
    expect(sectionAt([{ id: "introduction", top: -50 }], 300, 450)).toBe("introduction");
  });
});

test("sectionInView reads main's sections below the header", () => {
  document.body.innerHTML = `<header></header><main><section id="a"></section><section id="b"></section></main>
    <footer><section id="outside"></section></footer>`;
  const place = (selector: string, top: number, bottom = top + 500) =>
    jest
      .spyOn(document.querySelector(selector) as HTMLElement, "getBoundingClientRect")
      .mockReturnValue({ top, bottom } as DOMRect);
  place("header", 0, 64);
  place("#a", -400);
  place("#b", 200);
  place("#outside", 250);
  window.innerHeight = 664;
  window.scrollY = 1000;
  // The line: 64 + (664 - 64) / 3 = 264.
  expect(sectionInView()).toBe("b");
  place("#b", 270);
  expect(sectionInView()).toBe("a");
});
