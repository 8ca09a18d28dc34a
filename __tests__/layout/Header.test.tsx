import React from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../src/layout/Header";
import { SchedulingLinkProvider } from "../../src/scheduling/SchedulingLinkProvider";
import { renderWithSite } from "../helpers/renderWithSite";
import { mockSchedulingDefaults, siteJson } from "../helpers/siteData";

beforeEach(mockSchedulingDefaults);

const renderHeader = (language: "en" | "ar" = "en", originalPath = "/") =>
  renderWithSite(
    <SchedulingLinkProvider>
      <Header brandName={siteJson.brandName[language]} />
    </SchedulingLinkProvider>,
    { language, originalPath },
  );

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });

test("is in its scrolled state only when the page is scrolled more than 50 px", () => {
  renderHeader();
  const header = screen.getByRole("banner");
  expect(header).toHaveAttribute("data-scrolled", "false");
  scrollTo(50);
  expect(header).toHaveAttribute("data-scrolled", "false");
  scrollTo(51);
  expect(header).toHaveAttribute("data-scrolled", "true");
  scrollTo(0);
  expect(header).toHaveAttribute("data-scrolled", "false");
});

test("links to the sections of the landing page in the current language", () => {
  renderHeader("ar", "/privacy-policy/");
  const nav = screen.getAllByRole("navigation", { name: "القائمة الرئيسية" })[0];
  expect(within(nav).getByRole("link", { name: "آلية العمل" })).toHaveAttribute("href", "/ar/#process");
  expect(within(nav).getByRole("link", { name: "آراء العملاء" })).toHaveAttribute("href", "/ar/#testimonials");
  expect(within(nav).getByRole("link", { name: "رسالتنا" })).toHaveAttribute("href", "/ar/#mission");
});

test("the call button opens the default scheduling link in a new tab", () => {
  renderHeader();
  const [call] = screen.getAllByRole("link", { name: /Let's Talk/ });
  expect(call).toHaveAttribute("href", siteJson.scheduling.defaultUrl);
  expect(call).toHaveAttribute("target", "_blank");
  expect(call).toHaveAttribute("rel", "noopener noreferrer");
});

test("the brand name on the landing page is its link home, which the router follows (no smooth scroll of its own)", () => {
  const scroll = jest.fn();
  window.scrollTo = scroll as unknown as typeof window.scrollTo;
  renderHeader();
  const brand = screen.getByRole("link", { name: /Ferrolink Digital/ });
  expect(brand).toHaveAttribute("href", "/");
  fireEvent.click(brand);
  expect(scroll).not.toHaveBeenCalled();
});

test("the language switcher offers the same page in both languages", () => {
  renderHeader("en", "/terms-of-service/");
  const [switcher] = screen.getAllByRole("list", { name: "Language" });
  expect(within(switcher).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  const arabic = within(switcher).getByRole("link", { name: "العربية" });
  expect(arabic).toHaveAttribute("href", "/ar/terms-of-service/");
  fireEvent.click(arabic);
  expect(window.localStorage.getItem("language")).toBe("ar");
});

describe("mobile menu", () => {
  const menu = () => document.getElementById("mobile-menu")!;

  test("toggles with its button, which says whether it is expanded", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(menu()).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(menu()).toBeVisible();
    fireEvent.click(toggle);
    expect(menu()).not.toBeVisible();
  });

  test("closes when a link is chosen", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.click(within(menu()).getByRole("link", { name: "Testimonials" }));
    expect(menu()).not.toBeVisible();
  });

  test("closes when the call button is chosen", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.click(within(menu()).getByRole("link", { name: /Let's Talk/ }));
    expect(menu()).not.toBeVisible();
  });

  test("closes on Escape and gives focus back to its button", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu()).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
