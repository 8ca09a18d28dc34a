// What a page the router opens by a link draws in the tap's frame, and the rest after that frame.
import { act, renderHook } from "@testing-library/react";
import { inFirstFrame, useRestAfterFirstFrame } from "../../src/hooks/useRestAfterFirstFrame";

const sections = ["process", "testimonials", "tools", "mission", "faq"].map((id) => ({ id }));
const ids = (parts: { id: string }[]) => parts.map(({ id }) => id);

test("at its top, the first frame has the parts of the first screen", () => {
  expect(ids(inFirstFrame(sections, "", 0))).toEqual([]);
  expect(ids(inFirstFrame(sections, "", 2))).toEqual(["process", "testimonials"]);
});

test("at a #section, the first frame has every part down to that section, and no further", () => {
  expect(ids(inFirstFrame(sections, "#process", 0))).toEqual(["process"]);
  expect(ids(inFirstFrame(sections, "#mission", 0))).toEqual(["process", "testimonials", "tools", "mission"]);
  expect(ids(inFirstFrame(sections, "#faq", 2))).toEqual(ids(sections));
});

test("at a fragment that is not one of the parts, the first frame has them all", () => {
  expect(ids(inFirstFrame(sections, "#faq-pricing-question", 0))).toEqual(ids(sections));
  expect(ids(inFirstFrame(sections, "#solutions", 2))).toEqual(ids(sections));
});

test("a link followed shows the rest once its first frame is drawn; the first page and Back show it at once", () => {
  jest.useFakeTimers();
  const followed = renderHook(() => useRestAfterFirstFrame({ hash: "#mission", action: "PUSH" }));
  expect(followed.result.current).toBe(false);
  act(() => jest.runAllTimers());
  expect(followed.result.current).toBe(true);
  expect(renderHook(() => useRestAfterFirstFrame({ hash: "", action: "POP" })).result.current).toBe(true);
  expect(renderHook(() => useRestAfterFirstFrame({ hash: "#mission" })).result.current).toBe(true);
  jest.useRealTimers();
});
