// A link followed keeps, in the entry it leaves, where the visitor was: Back returns there.
import { keepScrollPositions } from "../../src/navigation/scrollPositions";

beforeAll(() => keepScrollPositions());

beforeEach(() => {
  window.history.replaceState({ key: "k1" }, "", "/");
  document.body.innerHTML = `<a href="/privacy-policy/">Privacy Policy</a>`;
  window.scrollY = 3100;
});

test("a link followed keeps the place in the entry it leaves, beside the rest of its state", () => {
  const link = document.querySelector("a")!;
  // The router would take over here; the test only reads what was kept before it.
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  link.click();
  expect(window.history.state).toEqual({ key: "k1", scrollY: 3100 });
});
