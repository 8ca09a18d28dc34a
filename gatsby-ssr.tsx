import React from "react";
import type { GatsbySSR } from "gatsby";
import { LANGUAGE_REDIRECT_SCRIPT } from "./src/i18n/preference";
import { languageOfPath } from "./src/i18n/paths";
import { fontFaceCss, languageFontCss, type FontManifest } from "./src/build/fontFaces";

/** The font files of each language, cut before the pages are rendered (see gatsby-node). */
declare const FONT_MANIFEST: FontManifest;

export { wrapPageElement, wrapRootElement } from "./src/wrapElement";

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
  // Each language's pages declare only their own font files, and preload those that the
  // first screen is set in, so that they are fetched at once instead of after layout.
  const fonts = FONT_MANIFEST[languageOfPath(pathname)];
  setHeadComponents([
    ...fonts
      .filter((font) => font.preload)
      .map((font) => <link key={font.url} rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss(fonts) + languageFontCss() }} />,
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
