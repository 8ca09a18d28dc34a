/**
 * Build time only: whether the site would ship booking buttons that cannot book. Without a
 * token the buttons open data/site.json's scheduling.defaultUrl, and the specification's
 * default is the provider's home page, where a visitor finds no way to book with the company.
 */
import fs from "fs";
import path from "path";
import { isOn, type BuildEnvironment } from "./environment";

/** A link with no path is a home page, not a booking page such as https://calendly.com/company/30min. */
const isHomePage = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return pathname === "/" && search === "";
  } catch {
    // Not a URL at all: the content check names that.
    return false;
  }
};

/** The warning to print, or undefined when the booking buttons open a booking page or a token resolves one. */
export const bookingLinkWarning = (defaultUrl: string, { values }: BuildEnvironment): string | undefined => {
  if (values.CALENDLY_TOKEN || values.GATSBY_CALENDLY_TOKEN || !isHomePage(defaultUrl)) return undefined;
  return (
    `Every "book a call" button opens ${defaultUrl}, the scheduling provider's home page, where a visitor cannot book a call with the company: ` +
    "no CALENDLY_TOKEN is set and scheduling.defaultUrl in data/site.json is not a booking page. Fix it in one of two ways: " +
    "set scheduling.defaultUrl to the company's own booking page (such as https://calendly.com/your-company/30min), " +
    "or build with CALENDLY_TOKEN so the build resolves the booking page from the provider (see docs/scheduling-link.md). " +
    (isOn(values.CALENDLY_REQUIRED)
      ? "CALENDLY_REQUIRED=true, so this stops."
      : "With CALENDLY_REQUIRED=true this stops.")
  );
};

/** The same, for the site's own data/site.json. */
export const siteBookingLinkWarning = (root: string, env: BuildEnvironment) => {
  const site = JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8").replace(/^\uFEFF/, ""));
  const defaultUrl: unknown = site?.scheduling?.defaultUrl;
  return typeof defaultUrl === "string" ? bookingLinkWarning(defaultUrl, env) : undefined;
};
