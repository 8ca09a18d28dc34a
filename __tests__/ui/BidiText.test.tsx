import React from "react";
import { BidiText, isolateLatin } from "../../src/ui/BidiText";
import { renderWithSite } from "../helpers/renderWithSite";

test("isolates a legal reference with its inner parentheses, leaving the outer ones to the sentence", () => {
  expect(isolateLatin("هو المادة 6(1)(و) من اللائحة (Art. 6(1)(f) GDPR)، إذ")).toEqual([
    "هو المادة 6(1)(و) من اللائحة (",
    { latin: "Art. 6(1)(f) GDPR" },
    ")، إذ",
  ]);
});

test("isolates names, e-mail addresses and German law references", () => {
  expect(isolateLatin("راسلونا على hello@ferrolink.de أو عبر Calendly")).toEqual([
    "راسلونا على ",
    { latin: "hello@ferrolink.de" },
    " أو عبر ",
    { latin: "Calendly" },
  ]);
  expect(isolateLatin("(§ 25 Abs. 2 Nr. 2 TDDDG)")).toEqual(["(", { latin: "§ 25 Abs. 2 Nr. 2 TDDDG" }, ")"]);
});

test("leaves Arabic text with plain numbers alone", () => {
  expect(isolateLatin("خلال 6 إلى 8 أسابيع")).toEqual(["خلال 6 إلى 8 أسابيع"]);
});

test("wraps Latin runs in <bdi dir=ltr> on Arabic pages only", () => {
  const arabic = renderWithSite(<BidiText text="منصة PyTorch للتعلم" />, { language: "ar" }).container;
  expect(arabic.querySelector('bdi[dir="ltr"]')).toHaveTextContent("PyTorch");
  expect(arabic).toHaveTextContent("منصة PyTorch للتعلم");
  const english = renderWithSite(<BidiText text="Built with PyTorch" />, { language: "en" }).container;
  expect(english.querySelector("bdi")).toBeNull();
  expect(english).toHaveTextContent("Built with PyTorch");
});
