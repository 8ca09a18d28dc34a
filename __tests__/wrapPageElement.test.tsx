import React, { Profiler, type ReactElement } from "react";
import { render } from "@testing-library/react";
import { wrapPageElement } from "../src/wrapElement";
import type { LocalesData } from "../src/i18n/localeData";

const locales: LocalesData = {
  edges: [{ node: { ns: "hero", language: "en", data: JSON.stringify({ title: "Transform" }) } }],
};
const pageContext = { language: "en", i18n: { language: "en", originalPath: "/" } };

type WrapArgs = Parameters<typeof wrapPageElement>;
// The page as Gatsby hands it over, with React's Profiler counting the times it renders.
const pageAt = (onRender: jest.Mock, location: { pathname: string; hash: string }, data: { locales: LocalesData }) =>
  wrapPageElement({
    element: (
      <Profiler id="page" onRender={onRender}>
        <p>page</p>
      </Profiler>
    ),
    props: { location, data, pageContext },
  } as unknown as WrapArgs[0]) as ReactElement;

test("an in-page #link (same path, same data) does not render the page again", () => {
  const onRender = jest.fn();
  const data = { locales };
  const { rerender } = render(pageAt(onRender, { pathname: "/", hash: "" }, data));
  rerender(pageAt(onRender, { pathname: "/", hash: "#mission" }, data));
  rerender(pageAt(onRender, { pathname: "/", hash: "#faq" }, data));
  expect(onRender).toHaveBeenCalledTimes(1);
});

test("another path or other data renders the page again", () => {
  const onRender = jest.fn();
  const data = { locales };
  const { rerender } = render(pageAt(onRender, { pathname: "/", hash: "" }, data));
  rerender(pageAt(onRender, { pathname: "/privacy-policy/", hash: "" }, data));
  expect(onRender).toHaveBeenCalledTimes(2);
  rerender(pageAt(onRender, { pathname: "/privacy-policy/", hash: "" }, { locales: { edges: [...locales.edges] } }));
  expect(onRender).toHaveBeenCalledTimes(3);
});
