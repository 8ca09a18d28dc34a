import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { ServiceCards } from "../../src/sections/ServiceCards";
import { renderWithSite } from "../helpers/renderWithSite";
import { dataFor } from "../helpers/content";

const services = dataFor("services.json");

test("each card's button and its heading are named by the service's title alone, the button shows only that title; the description describes the button", () => {
  renderWithSite(<ServiceCards services={services} />);
  expect(screen.getAllByRole("button")).toHaveLength(services.length);
  for (const service of services) {
    const button = screen.getByRole("button", { name: service.title });
    // Label in name: what the button shows is what its name says (a voice-control user reads it).
    expect(service.title).toContain(button.textContent!.trim());
    expect(button).toHaveAccessibleDescription(service.description);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("heading", { level: 3, name: service.title })).toContainElement(button);
  }
});

test("a card's button opens and closes the list of its features", () => {
  renderWithSite(<ServiceCards services={services} />);
  const button = screen.getByRole("button", { name: services[1].title });
  const features = document.getElementById(button.getAttribute("aria-controls")!)!;
  expect(features).not.toBeVisible();
  fireEvent.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(features).toBeVisible();
  expect(features).toHaveTextContent(services[1].features[0].title);
  fireEvent.click(button);
  expect(features).not.toBeVisible();
});
