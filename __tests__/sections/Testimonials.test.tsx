import React from "react";
import fs from "fs";
import { screen } from "@testing-library/react";
import { Testimonials } from "../../src/sections/Testimonials";
import { renderWithSite } from "../helpers/renderWithSite";
import { dataFor } from "../helpers/content";

test("three cards, each with name, role, text and a rating a screen reader announces", () => {
  const testimonials = dataFor("testimonials.json");
  renderWithSite(<Testimonials testimonials={testimonials} />);
  expect(screen.getAllByRole("img", { name: "5 out of 5 stars" })).toHaveLength(3);
  for (const testimonial of testimonials) {
    expect(screen.getByText(testimonial.name)).toBeInTheDocument();
    expect(screen.getByText(testimonial.role)).toBeInTheDocument();
    expect(screen.getByText(testimonial.text)).toBeInTheDocument();
  }
});

test("the rating is announced in Arabic on the Arabic page", () => {
  renderWithSite(<Testimonials testimonials={dataFor("testimonials.json", "ar")} />, { language: "ar" });
  const label = JSON.parse(fs.readFileSync("locales/ar/testimonials.json", "utf8")).rating.replace("{{rating}}", "5");
  expect(screen.getAllByRole("img", { name: label })).toHaveLength(3);
});
