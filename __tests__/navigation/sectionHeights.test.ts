// Back to the landing page sizes its not-yet-laid-out sections from the heights kept when it was left.
import { sizeSectionsAsKept, withSectionHeights } from "../../src/navigation/sectionHeights";

const PAGE = `<main><section id="home"></section><section id="process" class="defer-layout" style="padding: 96px 0"></section><section id="faq" class="defer-layout" style="padding-top: 40px"></section></main><footer class="defer-layout"></footer>`;

const renderPage = (heights: Record<string, number>) => {
  document.body.innerHTML = PAGE;
  for (const [id, height] of Object.entries(heights))
    document.getElementById(id)!.getBoundingClientRect = () => ({ height }) as DOMRect;
};
const sizes = () =>
  [...document.querySelectorAll<HTMLElement>("main section")].map((section) => section.style.containIntrinsicSize);

beforeEach(() => {
  window.innerWidth = 390;
});

test("the heights of the page left (their content, without padding) are kept beside the rest of the entry's state", () => {
  renderPage({ process: 1800.5, faq: 950 });
  expect(withSectionHeights({ key: "k1", scrollY: 4200 })).toEqual({
    key: "k1",
    scrollY: 4200,
    sectionHeights: { width: 390, heights: { process: 1608.5, faq: 910 } },
  });
});

test("the page rendered again on Back takes them as its sections' sizes", () => {
  renderPage({ process: 1800, faq: 950 });
  const state = withSectionHeights(null);
  renderPage({});
  expect(sizeSectionsAsKept(state)).toBe(true);
  expect(sizes()).toEqual(["", "auto 1608px", "auto 910px"]);
});

test("at another width, without kept heights or for other sections they are not used", () => {
  renderPage({ process: 1800, faq: 950 });
  const state = withSectionHeights(null);
  renderPage({});
  window.innerWidth = 1440;
  expect(sizeSectionsAsKept(state)).toBe(false);
  window.innerWidth = 390;
  expect(sizeSectionsAsKept({ scrollY: 4200 })).toBe(false);
  document.body.innerHTML = `<main><section id="process" class="defer-layout"></section><section id="tools" class="defer-layout"></section></main>`;
  expect(sizeSectionsAsKept(state)).toBe(false);
  expect(sizes()).toEqual(["", ""]);
});
