import type { Page } from "@playwright/test";
import { t } from "./content";

/** The header's link to a language, by its label, where it is visible (in the menu on phones). */
export const switcherLink = (page: Page, name: string) =>
  page.getByRole("banner").getByRole("link", { name, exact: true }).filter({ visible: true });

/** Opens the phone menu, in either language, where the header folds its links into it. */
export const openMenuIfCollapsed = async (page: Page) => {
  const toggle = page
    .getByRole("button", { name: t("en", "header", "openMenu") })
    .or(page.getByRole("button", { name: t("ar", "header", "openMenu") }));
  if (await toggle.isVisible()) await toggle.click();
};
