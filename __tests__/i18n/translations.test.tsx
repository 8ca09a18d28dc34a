import React, { useContext } from "react";
import { render, screen } from "@testing-library/react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { useDirection } from "../../src/i18n/DirectionProvider";
import { headTranslation } from "../../src/i18n/headTranslation";
import { asPageOfSite, localesOf } from "../helpers/renderWithSite";

const texts = {
  header: { nav: { process: "آلية العمل" }, switchTo: "التبديل إلى {{language}}" },
  footer: { copyright: "© {{year}} {{brand}}" },
};
const locales = localesOf("ar", texts);

const Probe = () => {
  const { t } = useTranslation(["header", "footer"]);
  const { language, originalPath } = useContext(I18nextContext);
  return (
    <ul data-language={language} data-original-path={originalPath} data-direction={useDirection()}>
      <li>{t("nav.process")}</li>
      <li>{t("switchTo", { language: "English" })}</li>
      <li>{t("footer:copyright", { year: 2026, brand: "فيرولينك" })}</li>
    </ul>
  );
};

test("a page's texts come from its locales through the plugin: nested keys, another namespace, placeholders unescaped", () => {
  render(asPageOfSite(<Probe />, "ar", "/privacy-policy/", locales));
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "آلية العمل",
    "التبديل إلى English",
    "© 2026 فيرولينك",
  ]);
  const list = screen.getByRole("list");
  expect(list).toHaveAttribute("data-language", "ar");
  expect(list).toHaveAttribute("data-original-path", "/privacy-policy/");
  expect(list).toHaveAttribute("data-direction", "rtl");
});

test("the real English page reads left to right with the English texts", () => {
  render(asPageOfSite(<Probe />, "en", "/"));
  expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(/^Process$/i);
  expect(screen.getByRole("list")).toHaveAttribute("data-direction", "ltr");
});

test("Head text: headTranslation fills placeholders and stops the build on a missing text", () => {
  expect(headTranslation(locales, "ar", "footer")("copyright", { year: 2026, brand: "B" })).toBe("© 2026 B");
  // A key the types do not know, as a file edited after the build started could ask for.
  const t = headTranslation(locales, "ar", "header") as unknown as (key: string) => string;
  expect(() => t("nav.mission")).toThrow("Missing translation header:nav.mission (ar)");
});
