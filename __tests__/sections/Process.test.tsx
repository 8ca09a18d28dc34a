import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Process } from "../../src/sections/Process";
import { renderWithSite } from "../helpers/renderWithSite";
import { dataFor } from "../helpers/content";

const image = { images: { fallback: { src: "/x.jpg" }, sources: [] }, layout: "constrained", width: 720, height: 540 };
const steps = dataFor("process-steps.json").map((step: any) => ({
  ...step,
  image: { childImageSharp: { gatsbyImageData: image } },
}));

/** A window as wide as a phone's, or one where the step's picture is shown (Tailwind's `lg`, 64rem). */
let windowChanged: (() => void) | undefined;
const setWindow = (large: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: large && query === "(min-width: 64rem)",
    addEventListener: (_type: string, listener: () => void) => (windowChanged = listener),
    removeEventListener: jest.fn(),
  }));
};
beforeEach(() => setWindow(true));

const stepButtons = () => screen.getAllByRole("button");
const pressed = () => stepButtons().findIndex((button) => button.getAttribute("aria-pressed") === "true");
const activeLayer = () => document.querySelector('[data-active="true"]');

test("each step's button is named by its title alone, shows only that title and is described by its description; the first one is pressed: its picture is shown", () => {
  renderWithSite(<Process steps={steps} />);
  expect(stepButtons()).toHaveLength(4);
  for (const [index, step] of steps.entries()) {
    const button = screen.getByRole("button", { name: step.title });
    // Label in name: what the button shows is what its name says (a voice-control user reads it).
    expect(step.title).toContain(button.textContent!.trim());
    expect(button).toHaveAccessibleDescription(step.description);
    expect(button).toHaveAttribute("aria-pressed", String(index === 0));
  }
  expect(document.querySelector("[aria-current]")).toBeNull();
  expect(activeLayer()?.querySelector('img[alt]:not([alt=""])')?.getAttribute("alt")).toBe(steps[0].imageAlt);
});

test("hovering a step makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  fireEvent.mouseEnter(stepButtons()[2]);
  expect(pressed()).toBe(2);
  expect(stepButtons().filter((button) => button.getAttribute("aria-pressed") === "true")).toHaveLength(1);
});

test("clicking a step makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  fireEvent.click(stepButtons()[3]);
  expect(pressed()).toBe(3);
  expect(activeLayer()?.querySelector('img[alt]:not([alt=""])')?.getAttribute("alt")).toBe(steps[3].imageAlt);
});

test("focusing a step by keyboard makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  act(() => stepButtons()[1].focus());
  expect(pressed()).toBe(1);
});

test("where no picture is shown (a phone), the steps offer no button: each is a list item's text", () => {
  setWindow(false);
  renderWithSite(<Process steps={steps} />);
  expect(screen.queryAllByRole("button")).toHaveLength(0);
  const items = within(screen.getByRole("list")).getAllByRole("listitem");
  expect(items).toHaveLength(4);
  items.forEach((item, index) => {
    expect(item).toHaveTextContent(steps[index].title);
    expect(item).toHaveTextContent(steps[index].description);
  });
  // The window grows to a large screen: the buttons come.
  setWindow(true);
  act(() => windowChanged?.());
  expect(stepButtons()).toHaveLength(4);
});

test("images crossfade over 700 ms", () => {
  renderWithSite(<Process steps={steps} />);
  const layers = document.querySelectorAll("[data-active]");
  expect(layers).toHaveLength(4);
  layers.forEach((layer) => expect(layer).toHaveClass("duration-700", "transition-opacity"));
});
