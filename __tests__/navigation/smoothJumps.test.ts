// A jump within the page asked for by a link to a #section is smooth; nothing else is (issue 66).
import fs from "fs";
import path from "path";
import { SMOOTH_JUMP_CLASS, smoothJumpsFromLinks } from "../../src/navigation/smoothJumps";

const GLOBAL_CSS = fs.readFileSync(path.join(__dirname, "../../src/styles/global.css"), "utf8");

const add = <T extends HTMLElement>(element: T, attributes: Record<string, string> = {}) => {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
};
const smooth = () => document.documentElement.classList.contains(SMOOTH_JUMP_CLASS);

beforeAll(smoothJumpsFromLinks);

test("<html> carries the class while a link to a #section has the focus, and only then", () => {
  const toSection = add(document.createElement("a"), { href: "#solutions" });
  const toOtherPageSection = add(document.createElement("a"), { href: "/privacy-policy/#language-preference" });
  const toPage = add(document.createElement("a"), { href: "/legal-notice/" });
  const button = add(document.createElement("button"));

  expect(smooth()).toBe(false);
  toSection.focus();
  expect(smooth()).toBe(true);
  toPage.focus();
  expect(smooth()).toBe(false);
  toOtherPageSection.focus();
  expect(smooth()).toBe(true);
  button.focus();
  expect(smooth()).toBe(false);
  toSection.focus();
  toSection.blur();
  expect(smooth()).toBe(false);
});

test("the stylesheet makes the class smooth, under no reduced motion only", () => {
  const rule = new RegExp(
    String.raw`@media \(prefers-reduced-motion: no-preference\) \{\s*html\.${SMOOTH_JUMP_CLASS} \{\s*scroll-behavior: smooth;`,
  );
  expect(GLOBAL_CSS).toMatch(rule);
});

// With a :has() on <html> whose argument is more than a class, Chromium recalculates <html>'s
// style (a walk through the whole page) for every element inserted or removed anywhere in it.
test("every :has() of the stylesheet asks for a class only", () => {
  const hasArguments = [...GLOBAL_CSS.matchAll(/:has\(([^)]*)\)/g)].map(([, argument]) => argument.trim());
  expect(hasArguments.length).toBeGreaterThan(0);
  for (const argument of hasArguments) expect(argument).toMatch(/^\.[\w-]+$/);
});
