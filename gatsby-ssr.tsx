import React from "react";
import type { GatsbySSR } from "gatsby";
import { LANGUAGE_REDIRECT_SCRIPT } from "./src/i18n/preference";
import { PAGE_ADDRESS_SCRIPT, UNREADABLE_ADDRESS } from "./src/build/pageAddressScript";
import { languageOfPath } from "./src/i18n/paths";
import { directionOf } from "./src/i18n/languages";
import { EMBEDDED_FONTS_SCRIPT, FONT_FACES_STYLE_ID } from "./src/build/embeddedFontsScript";
import { fontFaceCss, languageFontCss, type FontManifest } from "./src/build/fontFaces";

/** The font files of each language, cut before the pages are rendered (see gatsby-node). */
declare const FONT_MANIFEST: FontManifest;

export { wrapPageElement, wrapRootElement } from "./src/browser/wrapElement";

const REDIRECT_KEY = "language-redirect";

/**
 * Without JavaScript nothing can expand a collapsed panel or the mobile menu, so they are
 * shown open and the toggles that would do nothing are hidden; on phones the header then
 * scrolls away with the page instead of covering it. In the base layer, because Tailwind's
 * own [hidden] rule there is !important and a layered !important beats an unlayered one.
 */
const STATIC_PAGE_RULES = `[data-nojs-visible][hidden]{display:block!important}
[data-requires-js]{display:none!important}
@media (max-width:63.99rem){#mobile-menu[hidden]{display:block!important}header[data-scrolled]{position:relative!important}}`;
/**
 * Without JavaScript the floating call button cannot step aside for the hero's links as it does
 * with it (useInBottomBand): it is hidden while they are on screen, by the scroll position
 * (a scroll-driven animation on the links' view timeline; a browser without one shows it).
 */
const FLOATING_CALL_ASIDE = `body{timeline-scope:--hero-links}
.floating-call{animation:floating-call-aside linear;animation-timeline:--hero-links;animation-range:cover}
@keyframes floating-call-aside{from,to{visibility:hidden}}`;
const NO_SCRIPT_STYLE = `<style>@layer base{${STATIC_PAGE_RULES}
${FLOATING_CALL_ASIDE}}</style>`;
/** A page at an address the router cannot read stays static too (src/build/pageAddressScript.ts). */
const UNREADABLE_ADDRESS_STYLE = `@layer base{html[${UNREADABLE_ADDRESS}]{${STATIC_PAGE_RULES}}}`;

/**
 * Gatsby's route announcer says "Navigated to …" in English on every page; the frame announces
 * a new page in the page's own language (src/layout/PageAnnouncer.tsx). Out of the
 * accessibility tree, Gatsby's is never read out.
 */
const HIDDEN_ROUTER_ANNOUNCER_STYLE = "#gatsby-announcer{display:none}";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes, pathname }) => {
  const language = languageOfPath(pathname);
  // Here and not in the Head API: Gatsby takes the attributes a page's Head sets off <html> each
  // time the page renders again, which it does on every in-page #link, and puts them back a
  // moment later; in between an Arabic page would lose its right-to-left direction and its
  // :lang(ar) typography. The router only follows links within one language (a language
  // link loads the other language's page as a document), so the static attributes are always
  // those of the page shown.
  setHtmlAttributes({ lang: language, dir: directionOf(language) });
  // Each language's pages declare only their own faces; those of the first screen are
  // embedded in the rule itself (see FontFile.embedded).
  const fonts = FONT_MANIFEST[language];
  setHeadComponents([
    <style
      key="font-faces"
      id={FONT_FACES_STYLE_ID}
      dangerouslySetInnerHTML={{ __html: fontFaceCss(fonts) + languageFontCss() }}
    />,
    <script key="embedded-fonts" dangerouslySetInnerHTML={{ __html: EMBEDDED_FONTS_SCRIPT }} />,
    // The page's own address first, so that the stored language's twin is found from it.
    <script key={REDIRECT_KEY} dangerouslySetInnerHTML={{ __html: PAGE_ADDRESS_SCRIPT + LANGUAGE_REDIRECT_SCRIPT }} />,
    <noscript key="no-script-style" dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />,
    <style key="unreadable-address-style" dangerouslySetInnerHTML={{ __html: UNREADABLE_ADDRESS_STYLE }} />,
    <style key="router-announcer" dangerouslySetInnerHTML={{ __html: HIDDEN_ROUTER_ANNOUNCER_STYLE }} />,
  ]);
};

/**
 * gatsby-plugin-image's head style and load script serve its GatsbyImage component, which the
 * site does not render (Picture.tsx draws a plain <picture> from the plugin's data).
 */
const UNUSED_HEAD_KEYS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/** The stored-language redirect must run before any style or script loads, so it goes first. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = (getHeadComponents() as React.ReactElement[]).filter(
    (component) => !UNUSED_HEAD_KEYS.has(String(component?.key)),
  );
  const isRedirect = (component: React.ReactElement) => component?.key === REDIRECT_KEY;
  replaceHeadComponents([...components.filter(isRedirect), ...components.filter((c) => !isRedirect(c))]);
};
