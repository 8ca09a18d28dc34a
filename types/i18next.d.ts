/**
 * The translations' type, from the English files of locales/en/ (every language has the same
 * keys: validation checks that). With it, a misspelt key or namespace in `t()`,
 * `useTranslation()` or `<Trans>` fails `npm run typecheck`, naming the file.
 * A new file in locales/en/ needs a line here.
 */
import "i18next";

declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
    resources: {
      about: typeof import("../locales/en/about.json");
      common: typeof import("../locales/en/common.json");
      cookies: typeof import("../locales/en/cookies.json");
      faq: typeof import("../locales/en/faq.json");
      footer: typeof import("../locales/en/footer.json");
      header: typeof import("../locales/en/header.json");
      hero: typeof import("../locales/en/hero.json");
      legal: typeof import("../locales/en/legal.json");
      metrics: typeof import("../locales/en/metrics.json");
      mission: typeof import("../locales/en/mission.json");
      notFound: typeof import("../locales/en/notFound.json");
      process: typeof import("../locales/en/process.json");
      services: typeof import("../locales/en/services.json");
      testimonials: typeof import("../locales/en/testimonials.json");
      tools: typeof import("../locales/en/tools.json");
    };
  }
}
