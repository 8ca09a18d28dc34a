import React, { Profiler, type ReactElement } from "react";
import { render } from "@testing-library/react";
import { wrapPageElement as wrapWithI18next } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement";
import { wrapPageElement, wrapRootElement } from "../../src/browser/wrapElement";
import { i18nPluginOptions } from "../../src/i18n/pluginOptions";
import { localesOf, pageContextOf } from "../helpers/renderWithSite";
import { mockSchedulingDefaults } from "../helpers/siteData";
import type { LocalesData } from "../../src/i18n/localeData";

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

describe("the frame around the page", () => {
  beforeEach(mockSchedulingDefaults);
  const frameData = (language: "en" | "ar") => ({
    locales: localesOf(language),
    siteContent: {
      brandName: "Ferrolink Digital",
      contact: { email: "hello@example.de", phone: "+49 203 7391 4580", address: "Duisburg" },
      social: [],
    },
    legalLinks: { nodes: [{ slug: "privacy-policy", title: "Privacy Policy" }] },
  });
  // A page as Gatsby renders it: the page element keyed by its path, wrapped by the plugin and the site.
  const pageAt = (originalPath: string, data: ReturnType<typeof frameData>) => {
    const props = {
      data,
      pageContext: pageContextOf("en", originalPath),
      location: { pathname: originalPath, hash: "" },
    };
    const page = wrapWithI18next(
      { element: <h1 key={originalPath}>{originalPath}</h1>, props } as unknown as Parameters<
        typeof wrapWithI18next
      >[0],
      i18nPluginOptions("https://example.com"),
    );
    return wrapRootElement({
      element: wrapPageElement({ element: page, props } as unknown as WrapArgs[0]) as ReactElement,
    });
  };

  test("stays mounted from one page to the next: only the page inside <main> is new", () => {
    const { rerender, container } = render(pageAt("/", frameData("en")));
    const header = container.querySelector("header");
    const footer = container.querySelector("footer");
    expect(header).not.toBeNull();
    expect(footer).not.toBeNull();
    expect(container.querySelector("main h1")?.textContent).toBe("/");
    rerender(pageAt("/privacy-policy/", frameData("en")));
    expect(container.querySelector("main h1")?.textContent).toBe("/privacy-policy/");
    expect(container.querySelector("header")).toBe(header);
    expect(container.querySelector("footer")).toBe(footer);
  });

  test("speaks the page's language: its texts come from the page's locales", () => {
    const { container } = render(pageAt("/", frameData("en")));
    expect(container.querySelector("a[href='#main']")?.textContent).toBe("Skip to main content");
  });
});
