import React from "react";
import { render } from "@testing-library/react";
import { BidiText, isolateLatin } from "../../src/ui/BidiText";

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
  const { container, rerender } = render(<BidiText text="منصة PyTorch للتعلم" language="ar" />);
  expect(container.querySelector('bdi[dir="ltr"]')).toHaveTextContent("PyTorch");
  expect(container).toHaveTextContent("منصة PyTorch للتعلم");
  rerender(<BidiText text="Built with PyTorch" language="en" />);
  expect(container.querySelector("bdi")).toBeNull();
  expect(container).toHaveTextContent("Built with PyTorch");
});
