import React, { type ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { wrapPageElement } from "../src/wrapElement";
import type { LocalesData } from "../src/i18n/localeData";

const locales: LocalesData = { edges: [{ node: { ns: "hero", language: "en", data: JSON.stringify({ title: "Transform" }) } }] };
const pageContext = { language: "en", originalPath: "/" };

let renders = 0;
const Page = () => {
  renders += 1;
  return <p>rendered {renders} times</p>;
};

type WrapArgs = Parameters<NonNullable<typeof wrapPageElement>>[0];
const pageAt = (location: { pathname: string; hash: string }, data: { locales: LocalesData }) =>
  wrapPageElement!({ element: <Page />, props: { location, data, pageContext } } as unknown as WrapArgs, {}) as ReactElement;

beforeEach(() => {
  renders = 0;
});

test("an in-page #link (same path, same data) does not render the page again", () => {
  const data = { locales };
  const { rerender } = render(pageAt({ pathname: "/", hash: "" }, data));
  expect(screen.getByText("rendered 1 times")).toBeInTheDocument();
  rerender(pageAt({ pathname: "/", hash: "#mission" }, data));
  rerender(pageAt({ pathname: "/", hash: "#faq" }, data));
  expect(screen.getByText("rendered 1 times")).toBeInTheDocument();
});

test("another path or other data renders the page again", () => {
  const data = { locales };
  const { rerender } = render(pageAt({ pathname: "/", hash: "" }, data));
  rerender(pageAt({ pathname: "/privacy-policy/", hash: "" }, data));
  expect(screen.getByText("rendered 2 times")).toBeInTheDocument();
  rerender(pageAt({ pathname: "/privacy-policy/", hash: "" }, { locales: { edges: [...locales.edges] } }));
  expect(screen.getByText("rendered 3 times")).toBeInTheDocument();
});
