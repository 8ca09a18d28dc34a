import i18next, { type Namespace, type TFunction } from "i18next";
import { I18NEXT_OPTIONS } from "./i18nextOptions";
import type { LocalesData } from "./localeData";

/**
 * `t` for a page's `Head`. Gatsby renders `Head` outside the page's providers, where the
 * plugin's `useTranslation` has no texts, so it gets an i18next instance of its own over the
 * same page data (with the same options). A text missing here stops the build.
 */
export const headTranslation = <N extends Namespace>(locales: LocalesData, language: string, ns: N): TFunction<N> => {
  // Only the files asked for are parsed: Head renders again in the browser on every in-page #link.
  const wanted = new Set<string>([ns].flat());
  const files = locales.edges.filter(({ node }) => wanted.has(node.ns));
  const resources = { [language]: Object.fromEntries(files.map(({ node }) => [node.ns, JSON.parse(node.data)])) };
  const i18n = i18next.createInstance();
  i18n.init({
    ...I18NEXT_OPTIONS,
    resources,
    lng: language,
    ns: Object.keys(resources[language]),
    initImmediate: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      throw new Error(`Missing translation ${namespace}:${key} (${language})`);
    },
  });
  return i18n.getFixedT(language, ns);
};
