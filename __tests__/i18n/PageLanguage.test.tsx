import React from "react";
import { render, screen } from "@testing-library/react";
import { PageLanguageProvider, usePageLanguage, useTranslation } from "../../src/i18n/PageLanguage";
import { localeText, type LocalesData } from "../../src/i18n/localeData";

const locales: LocalesData = {
  edges: [
    { node: { ns: "header", language: "ar", data: JSON.stringify({ nav: { process: "آلية العمل" }, switchTo: "التبديل إلى {{language}}" }) } },
    { node: { ns: "footer", language: "ar", data: JSON.stringify({ copyright: "© {{year}} {{brand}}" }) } },
  ],
};

const Probe = ({ keys }: { keys: [string, Record<string, string | number>?][] }) => {
  const { t } = useTranslation(["header", "footer"]);
  const { language, originalPath } = usePageLanguage();
  return (
    <ul data-language={language} data-original-path={originalPath}>
      {keys.map(([key, values]) => (
        <li key={key}>{t(key, values)}</li>
      ))}
    </ul>
  );
};

test("texts come from the page's locales: nested keys, another namespace, placeholders", () => {
  render(
    <PageLanguageProvider language="ar" originalPath="/privacy-policy/" locales={locales}>
      <Probe keys={[["nav.process"], ["switchTo", { language: "English" }], ["footer:copyright", { year: 2026, brand: "فيرولينك" }]]} />
    </PageLanguageProvider>,
  );
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["آلية العمل", "التبديل إلى English", "© 2026 فيرولينك"]);
  expect(screen.getByRole("list")).toHaveAttribute("data-language", "ar");
  expect(screen.getByRole("list")).toHaveAttribute("data-original-path", "/privacy-policy/");
});

test("a key without a text shows as itself, as a placeholder without a value does", () => {
  render(
    <PageLanguageProvider language="ar" originalPath="/" locales={locales}>
      <Probe keys={[["nav.mission"], ["footer:missing"], ["switchTo"]]} />
    </PageLanguageProvider>,
  );
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["nav.mission", "footer:missing", "التبديل إلى {{language}}"]);
});

test("an unknown language falls back to the default one", () => {
  render(
    <PageLanguageProvider language="xx" originalPath={undefined} locales={undefined}>
      <Probe keys={[["nav.process"]]} />
    </PageLanguageProvider>,
  );
  expect(screen.getByRole("list")).toHaveAttribute("data-language", "en");
  expect(screen.getByRole("listitem")).toHaveTextContent("nav.process");
});

test("Head text: localeText fills placeholders and stops the build on a missing text", () => {
  expect(localeText(locales, "footer", "copyright", { year: 2026, brand: "B" })).toBe("© 2026 B");
  expect(() => localeText(locales, "header", "nav.mission")).toThrow("Missing translation header:nav.mission");
});
