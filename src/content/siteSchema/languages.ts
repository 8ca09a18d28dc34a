import { z } from "zod";
import { FONT_FACES } from "../../build/fontFaces";
import { shared, text } from "../fields";
import "../graphqlMeta";

const FONT_FAMILIES = [...new Set(FONT_FACES.map((face) => face.family))];

/** data/site.json's languages: the first is the default (unprefixed URLs), each code once. */
export const languages = z
  .array(
    z
      .strictObject({
        code: shared(
          "language code",
          /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/,
          "de, ar or zh-Hant (a BCP 47 code)",
        ).describe("BCP 47 code, also the URL prefix (/ar/) and the key of every localized field."),
        label: text("language name, as the language writes it").describe(
          "The language's name for itself, as the language switcher shows it.",
        ),
        dir: z.enum(["ltr", "rtl"], { error: "dir must be ltr or rtl" }).describe("Writing direction: ltr or rtl."),
        font: z
          .enum(FONT_FAMILIES, { error: `font must be one of the build's font families: ${FONT_FAMILIES.join(", ")}` })
          .optional()
          .describe("Font family that sets this language's text first; none means the site's default stack."),
        ogLocale: shared("Open Graph locale", /^[a-z]{2,3}_[A-Z]{2}$/, "ar_AR")
          .optional()
          .meta({
            description: "Open Graph locale: site.json's (ar_AR), else the code with its likely region (en_US).",
            graphql: { returns: "String!", extensions: ["ogLocale"] },
          }),
      })
      .meta({ description: "A language of the site (data/site.json, languages).", graphql: { type: "SiteLanguage" } }),
    { error: 'expected a list of languages, e.g. [{ "code": "en", "label": "English", "dir": "ltr" }]' },
  )
  .min(1, { error: "lists no language: the first one is the default" })
  .superRefine((list, context) => {
    list.forEach((language, index) => {
      if (list.findIndex((other) => other.code === language.code) !== index) {
        context.addIssue({ code: "custom", path: [index, "code"], message: `${language.code} is listed twice` });
      }
    });
  })
  .describe("The site's languages; the first is the default, with unprefixed URLs.");
