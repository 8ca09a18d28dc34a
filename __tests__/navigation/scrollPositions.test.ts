// A link followed keeps, in the entry it leaves, where the visitor was, and for another page the
// heights Back will need; a link within the page keeps the place only.
import { keepScrollPositions } from "../../src/navigation/scrollPositions";

beforeAll(() => keepScrollPositions());

beforeEach(() => {
  window.history.replaceState({ key: "k1" }, "", "/");
  document.body.innerHTML = `<main><section id="process" class="defer-layout"></section></main>
    <a href="/privacy-policy/">Privacy Policy</a><a href="/#process">Process</a>`;
  document.getElementById("process")!.getBoundingClientRect = () => ({ height: 1200 }) as DOMRect;
  window.scrollY = 3100;
});

const follow = (name: string) => {
  const link = [...document.querySelectorAll("a")].find((anchor) => anchor.textContent === name)!;
  // The router would take over here; the test only reads what was kept before it.
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.click();
};

test("a link to another page keeps the place and the sections' heights in one entry state", () => {
  const replaceState = jest.spyOn(window.history, "replaceState");
  follow("Privacy Policy");
  expect(replaceState).toHaveBeenCalledTimes(1);
  expect(window.history.state).toEqual({
    key: "k1",
    scrollY: 3100,
    sectionHeights: { width: window.innerWidth, heights: { process: 1200 } },
  });
  replaceState.mockRestore();
});

test("a link to a section of the same page keeps the place only", () => {
  follow("Process");
  expect(window.history.state).toEqual({ key: "k1", scrollY: 3100 });
});
