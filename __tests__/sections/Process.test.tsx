import React from "react";
import { act, fireEvent, screen } from "@testing-library/react";
import { Process } from "../../src/sections/Process";
import { renderWithSite } from "../helpers/renderWithSite";
import { dataFor } from "../helpers/content";

const image = { images: { fallback: { src: "/x.jpg" }, sources: [] }, layout: "constrained", width: 720, height: 540 };
const steps = dataFor("process-steps.json").map((step: any) => ({
  ...step,
  image: { childImageSharp: { gatsbyImageData: image } },
}));

const stepButtons = () => screen.getAllByRole("button");
const current = () => stepButtons().findIndex((button) => button.getAttribute("aria-current") === "step");
const activeLayer = () => document.querySelector('[data-active="true"]');

test("the first step is active at first, and its image is shown", () => {
  renderWithSite(<Process steps={steps} />);
  expect(stepButtons()).toHaveLength(4);
  expect(current()).toBe(0);
  expect(activeLayer()?.querySelector('img[alt]:not([alt=""])')?.getAttribute("alt")).toBe(steps[0].imageAlt);
});

test("hovering a step makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  fireEvent.mouseEnter(stepButtons()[2]);
  expect(current()).toBe(2);
  expect(stepButtons().filter((button) => button.hasAttribute("aria-current"))).toHaveLength(1);
});

test("clicking a step makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  fireEvent.click(stepButtons()[3]);
  expect(current()).toBe(3);
  expect(activeLayer()?.querySelector('img[alt]:not([alt=""])')?.getAttribute("alt")).toBe(steps[3].imageAlt);
});

test("focusing a step by keyboard makes it the active one", () => {
  renderWithSite(<Process steps={steps} />);
  act(() => stepButtons()[1].focus());
  expect(current()).toBe(1);
});

test("images crossfade over 700 ms", () => {
  renderWithSite(<Process steps={steps} />);
  const layers = document.querySelectorAll("[data-active]");
  expect(layers).toHaveLength(4);
  layers.forEach((layer) => expect(layer).toHaveClass("duration-700", "transition-opacity"));
});
