import React, { useContext } from "react";
import { I18nextContext, useTranslation } from "gatsby-plugin-react-i18next";
import { LANGUAGE_SETTINGS } from "./languages";
import { LANGUAGE_SWITCH_ATTRIBUTE, saveLanguagePreference } from "./preference";
import { switchPath } from "./paths";
import { useShownPathname } from "../hooks/useShownPathname";
import { sectionInView } from "../layout/sectionInView";

/**
 * Plain links to the same page in each language: choosing one saves the preference and the
 * browser loads the other page in full (also without JavaScript). Not the plugin's Link with
 * a `language`: that would also store the choice under the plugin's own key, which the
 * privacy policy does not name. On a not-found page they keep the address asked for. A click
 * mid-page adds the fragment of the section in view, so the other language opens there.
 */
export const LanguageSwitcher = () => {
  const { t } = useTranslation("header");
  const { language: current, originalPath } = useContext(I18nextContext);
  const shownPathname = useShownPathname();
  return (
    <ul className="flex items-center gap-1 rounded-full border border-white/15 p-1" aria-label={t("language.label")}>
      {LANGUAGE_SETTINGS.map(({ code: language, label }) => {
        const active = current === language;
        const href = switchPath(originalPath, shownPathname, language);
        return (
          <li key={language}>
            <a
              href={href}
              hrefLang={language}
              lang={language}
              // Saved by the inline head script too, before React has hydrated.
              {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
              aria-current={active ? "true" : undefined}
              title={active ? undefined : t("switchTo", { language: label })}
              onClick={(event) => {
                saveLanguagePreference(language);
                // Read at the click: where the visitor is now. The browser follows the link
                // after this handler, to the address the link has then.
                const section = active ? undefined : sectionInView();
                event.currentTarget.href = section ? `${href}#${section}` : href;
              }}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors ${
                active ? "bg-white/15 text-white" : "text-slate-300 hover:bg-white/10 hover:text-white"
              }`}
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
};
