/**
 * The inline head script that lays out the sections that skip layout until they are near the
 * viewport (`defer-layout` in global.css) before the page jumps to an in-page anchor: when the
 * page opens at a #fragment, and on a click on a link to a fragment of this page, before the
 * browser scrolls. Without it the jump aims at the sections' size guesses, and with smooth
 * scrolling the target moves while the sections it passes are laid out.
 * Plain ES5 in a string: it runs before any bundle loads. No "<" in it, so it can stand in an
 * HTML <script> as it is.
 */
export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

export const FULL_LAYOUT_SCRIPT =
  `(function(){var d=document.documentElement;function full(){d.setAttribute("${FULL_LAYOUT_ATTRIBUTE}","")}` +
  `if(window.location.hash)full();` +
  `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[href]");` +
  `if(a&&a.hash&&a.pathname===window.location.pathname)full()},true)})();`;
