import React from "react";
import { fireEvent, screen } from "@testing-library/react";
import { Faq } from "../../src/sections/Faq";
import { loadLocale, renderWithSite } from "../helpers/renderWithSite";
import { dataFor } from "../helpers/content";
import rawFaqs from "../../data/faqs.json";

const faqs = dataFor("faqs.json");
const question = (index: number) => screen.getByRole("button", { name: faqs[index].question });
const answer = (index: number) => document.getElementById(question(index).getAttribute("aria-controls")!)!;

test("nothing is open at first; each question controls its answer", () => {
  renderWithSite(<Faq faqs={faqs} />);
  faqs.forEach((faq: { answer: string }, index: number) => {
    expect(question(index)).toHaveAttribute("aria-expanded", "false");
    expect(answer(index)).toHaveTextContent(faq.answer);
    expect(answer(index)).not.toBeVisible();
  });
});

test("one answer is open at a time", () => {
  renderWithSite(<Faq faqs={faqs} />);
  fireEvent.click(question(0));
  expect(answer(0)).toBeVisible();
  fireEvent.click(question(2));
  expect(answer(2)).toBeVisible();
  expect(answer(0)).not.toBeVisible();
  expect(question(0)).toHaveAttribute("aria-expanded", "false");
  expect(question(2)).toHaveAttribute("aria-expanded", "true");
});

test("clicking the open question again closes it", () => {
  renderWithSite(<Faq faqs={faqs} />);
  fireEvent.click(question(4));
  fireEvent.click(question(4));
  expect(answer(4)).not.toBeVisible();
  expect(question(4)).toHaveAttribute("aria-expanded", "false");
});

/** The figures an answer states: "6–8", "3", "15%". */
const figuresOf = (text: string) => text.match(/\d+(?:[–-]\d+)?%?/g) ?? [];

test.each(["en", "ar"] as const)("answers carry the real figures, in Arabic too (%s)", (language) => {
  renderWithSite(<Faq faqs={dataFor("faqs.json", language)} />, { language });
  expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
    (loadLocale(language).faq as Record<string, string>).heading,
  );
  // data/faqs.json read as it is, not through the helper that hands the component its props.
  const figures = rawFaqs.map((faq) => figuresOf(faq.answer[language]));
  expect(figures.flat().length).toBeGreaterThan(0);
  rawFaqs.forEach((faq, index) => {
    const button = screen.getByRole("button", { name: faq.question[language] });
    const shown = document.getElementById(button.getAttribute("aria-controls")!)!.textContent ?? "";
    expect(shown).toBe(faq.answer[language]);
    expect(figuresOf(shown)).toEqual(figures[index]);
  });
});
