import React from "react";
import { act, render, screen } from "@testing-library/react";
import { BackgroundEffects } from "../../src/layout/background/BackgroundEffects";

// The particle engine is ESM-only and draws on a canvas jsdom lacks; its loading is what matters here.
jest.mock("../../src/layout/background/ParticlesBackground", () => ({
  __esModule: true,
  default: () => <div data-testid="particles" />,
}));

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
};

let frames: FrameRequestCallback[];
beforeEach(() => {
  frames = [];
  window.requestAnimationFrame = jest.fn((callback) => frames.push(callback));
  window.cancelAnimationFrame = jest.fn();
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (callback: () => void) => setTimeout(callback, 0);
});

const movePointer = (x: number, y: number) =>
  act(() => {
    window.dispatchEvent(Object.assign(new Event("pointermove"), { clientX: x, clientY: y }));
  });

test("moves the glow with a transform, at most once per animation frame", () => {
  mockReducedMotion(false);
  render(<BackgroundEffects />);
  const glow = screen.getByTestId("background-glow");
  movePointer(10, 20);
  movePointer(30, 40);
  movePointer(50, 60);
  expect(frames).toHaveLength(1);
  act(() => frames[0](0));
  expect(glow.style.transform).toBe("translate3d(50px, 60px, 0)");
  expect(glow.style.left).toBe("0px");
});

test("loads the particles only once the loaded page is first used and the browser is idle", async () => {
  mockReducedMotion(false);
  render(<BackgroundEffects />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId("particles")).toBeNull();
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
  expect(await screen.findByTestId("particles")).toBeInTheDocument();
});

test("under reduced motion the glow stays put and no particles load", async () => {
  mockReducedMotion(true);
  render(<BackgroundEffects />);
  const glow = screen.getByTestId("background-glow");
  const before = glow.style.transform;
  movePointer(100, 100);
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
  expect(frames).toHaveLength(0);
  expect(glow.style.transform).toBe(before);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId("particles")).toBeNull();
});

test("the layer ignores the pointer and is hidden from assistive technology", () => {
  mockReducedMotion(false);
  render(<BackgroundEffects />);
  const layer = screen.getByTestId("background-layer");
  expect(layer).toHaveClass("pointer-events-none", "fixed", "inset-0");
  expect(layer).toHaveAttribute("aria-hidden", "true");
});
