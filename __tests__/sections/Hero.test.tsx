import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { Hero } from "../../src/sections/Hero";
import { SchedulingLinkProvider } from "../../src/scheduling/SchedulingLinkProvider";
import { loadLocale, renderWithSite } from "../helpers/renderWithSite";
import { mockSchedulingDefaults } from "../helpers/siteData";
import { dataFor } from "../helpers/content";
import site from "../../data/site.json";

beforeEach(mockSchedulingDefaults);

const services = dataFor("services.json");
const metrics = dataFor("site.json").metrics;
const hero = loadLocale("en").hero as Record<string, string>;

const renderHero = ({ showServices = true } = {}) =>
  renderWithSite(
    <SchedulingLinkProvider>
      <Hero services={services} metrics={metrics} showServices={showServices} />
    </SchedulingLinkProvider>,
  );

const card = (title: string) => screen.getByRole("button", { name: new RegExp(`^${title}`) });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls")!)!;

test("shows the title, intro line and the three metric labels", () => {
  renderHero();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero.title);
  expect(screen.getByText(hero.intro)).toBeInTheDocument();
  expect(site.metrics).toHaveLength(3);
  for (const metric of site.metrics) {
    expect(screen.getByText(metric.label.en)).toBeInTheDocument();
  }
});

test("while the first screen renders alone, the offerings are left out; the headline, booking button and figures are there", () => {
  renderHero({ showServices: false });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(hero.title);
  expect(screen.getByRole("link", { name: new RegExp(hero.scheduleConsultation) })).toBeInTheDocument();
  for (const metric of site.metrics) expect(screen.getByText(metric.label.en)).toBeInTheDocument();
  for (const service of services) expect(screen.queryByText(service.title)).not.toBeInTheDocument();
  expect(document.getElementById("solutions")).toBeNull();
});

test("every card starts closed, with its features in the document", () => {
  renderHero();
  for (const service of services) {
    const button = card(service.title);
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = panelOf(button);
    expect(panel).not.toBeVisible();
    expect(panel.querySelectorAll("li")).toHaveLength(4);
  }
});

test("cards toggle independently: several can be open at once", () => {
  renderHero();
  const [firstService, lastService] = [services[0], services[services.length - 1]];
  const first = card(firstService.title);
  const last = card(lastService.title);
  fireEvent.click(first);
  fireEvent.click(last);
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(last).toHaveAttribute("aria-expanded", "true");
  expect(panelOf(first)).toBeVisible();
  expect(panelOf(last)).toBeVisible();
  for (const feature of firstService.features) expect(panelOf(first)).toHaveTextContent(feature.title);

  fireEvent.click(first);
  expect(first).toHaveAttribute("aria-expanded", "false");
  expect(panelOf(first)).not.toBeVisible();
  expect(last).toHaveAttribute("aria-expanded", "true");
});

test("the consultation button opens the scheduling link in a new tab", () => {
  renderHero();
  const button = screen.getByRole("link", { name: new RegExp(hero.scheduleConsultation) });
  expect(button).toHaveAttribute("href", "https://calendly.com");
  expect(button).toHaveAttribute("target", "_blank");
});

test("each figure takes the page's direction, so its sign sits the Arabic way on Arabic pages", () => {
  const figureDirections = (language: "en" | "ar") => {
    const { container, unmount } = renderWithSite(
      <SchedulingLinkProvider>
        <Hero services={services} metrics={metrics} showServices />
      </SchedulingLinkProvider>,
      { language },
    );
    const directions = [...container.querySelectorAll("dd bdi")].map((figure) => [
      figure.textContent,
      figure.getAttribute("dir"),
    ]);
    unmount();
    return directions;
  };
  expect(figureDirections("ar")).toEqual(metrics.map((metric: { value: string }) => [metric.value, "rtl"]));
  expect(figureDirections("en")).toEqual(metrics.map((metric: { value: string }) => [metric.value, "ltr"]));
});
