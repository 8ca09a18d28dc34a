import React from "react";
import type { GatsbySSR } from "gatsby";
import { LANGUAGE_REDIRECT_SCRIPT, languageOfPath } from "./src/i18n/preference";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import plexArabicRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2";
import plexArabicBold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2";

/** The font files each language's first paint needs, fetched at once instead of after the CSS. */
const FONTS_BY_LANGUAGE = { en: [interLatin], ar: [plexArabicRegular, plexArabicBold, interLatin] };

export { wrapRootElement } from "./src/wrapElement";

const REDIRECT_KEY = "language-redirect";

/**
 * Without JavaScript nothing can expand a collapsed panel or the mobile menu, so they are
 * shown open and the toggles that would do nothing are hidden; on phones the header then
 * scrolls away with the page instead of covering it. In the base layer, because Tailwind's
 * own [hidden] rule there is !important and a layered !important beats an unlayered one.
 */
const NO_SCRIPT_STYLE = `<style>@layer base{
[data-nojs-visible][hidden]{display:block!important}
[data-requires-js]{display:none!important}
@media (max-width:63.99rem){#mobile-menu[hidden]{display:block!important}header[data-scrolled]{position:relative!important}}
}</style>`;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    ...FONTS_BY_LANGUAGE[languageOfPath(pathname)].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <script key={REDIRECT_KEY} dangerouslySetInnerHTML={{ __html: LANGUAGE_REDIRECT_SCRIPT }} />,
    <noscript key="no-script-style" dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />,
  ]);
};

/** The stored-language redirect must run before any style or script loads, so it goes first. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as React.ReactElement[];
  const isRedirect = (component: React.ReactElement) => component?.key === REDIRECT_KEY;
  replaceHeadComponents([...components.filter(isRedirect), ...components.filter((c) => !isRedirect(c))]);
};
